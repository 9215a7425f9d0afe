import { type StockState, stockStateOf } from '@shop/contract/stock';

/** docs/stock.md: the colour of each stock state, wherever stock is shown. */
const TONE_OF_STATE = { out: 'red', low: 'yellow', in: 'green' } as const satisfies Record<
  StockState,
  string
>;
export type StockTone = (typeof TONE_OF_STATE)[StockState];

export function stockTone(quantity: number): StockTone {
  return TONE_OF_STATE[stockStateOf(quantity)];
}

/** Text in a stock colour, dark enough on white for contrast. */
export const STOCK_TEXT_CLASS: Record<StockTone, string> = {
  red: 'text-red-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
};

export const STOCK_DOT_CLASS: Record<StockTone, string> = {
  red: 'bg-red-600',
  yellow: 'bg-yellow-500',
  green: 'bg-green-600',
};
