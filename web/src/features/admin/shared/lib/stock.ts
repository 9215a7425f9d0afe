import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import type { BadgeTone } from '../../../../components/ui/badge';

/** docs/stock.md: 0 red, LOW_STOCK_THRESHOLD or fewer yellow, more green. */
export function stockTone(quantity: number): BadgeTone {
  if (quantity <= 0) return 'red';
  if (quantity <= LOW_STOCK_THRESHOLD) return 'yellow';
  return 'green';
}

export const stockTextClass: Record<BadgeTone, string> = {
  red: 'text-red-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
  blue: 'text-blue-700',
  purple: 'text-purple-700',
  grey: 'text-muted',
};
