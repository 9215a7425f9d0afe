// Free of zod (catalog.ts re-exports it): public pages show stock before any schema is needed.

/** A product with this many or fewer in stock is "low" (docs/stock.md); 0 is out of stock. */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * docs/stock.md: `out` is 0, `low` is 1 to LOW_STOCK_THRESHOLD, `in` is above it. The admin's
 * stock filter, the stock colours and the low-stock list all read these bounds.
 */
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** The stock quantities of each state, both bounds included; `max: null` is unbounded. */
export const STOCK_STATE_RANGES: Record<StockState, { min: number; max: number | null }> = {
  out: { min: 0, max: 0 },
  low: { min: 1, max: LOW_STOCK_THRESHOLD },
  in: { min: LOW_STOCK_THRESHOLD + 1, max: null },
};

/** The state of a stock quantity; a negative quantity (never stored) counts as out. */
export function stockStateOf(quantity: number): StockState {
  const inRange = (state: StockState) => {
    const { min, max } = STOCK_STATE_RANGES[state];
    return quantity >= min && (max === null || quantity <= max);
  };
  return STOCK_STATES.find(inRange) ?? 'out';
}
