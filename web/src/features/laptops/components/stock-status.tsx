import type { CatalogProduct } from '@shop/contract/catalog';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

type StockTone = 'red' | 'yellow' | 'green';

/** SPEC §4: 0 red, LOW_STOCK_THRESHOLD or fewer yellow, more green. */
export function stockTone(quantity: number): StockTone {
  if (quantity <= 0) return 'red';
  return quantity <= LOW_STOCK_THRESHOLD ? 'yellow' : 'green';
}

const textTone: Record<StockTone, string> = {
  red: 'text-red-700',
  yellow: 'text-yellow-800',
  green: 'text-green-700',
};

/** The In Stock / Out of Stock badge and, beside it, how many are left in the stock colour. */
export function StockStatus({ product, className }: { product: CatalogProduct; className?: string }) {
  const tone = stockTone(product.stock_quantity);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Badge tone={product.in_stock ? 'green' : 'red'}>
        {product.in_stock ? 'In Stock' : 'Out of Stock'}
      </Badge>
      <span className={cn('text-xs font-semibold', textTone[tone])}>
        {product.stock_quantity} {product.stock_quantity === 1 ? 'unit' : 'units'} left
      </span>
    </div>
  );
}
