import type { CatalogProduct } from '@shop/contract/catalog';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import { cn } from '../../../lib/cn';

/** SPEC §4 stock colours: 0 red, up to the low-stock threshold yellow, above it green. */
export function StockText({ product }: { product: CatalogProduct }) {
  const stock = product.stock_quantity;
  const inStock = product.in_stock;
  const text = !inStock
    ? 'Out of Stock'
    : stock <= LOW_STOCK_THRESHOLD
      ? `Only ${stock} left`
      : `In Stock (${stock})`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        !inStock ? 'text-red-700' : stock <= LOW_STOCK_THRESHOLD ? 'text-yellow-800' : 'text-green-700',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          !inStock ? 'bg-red-600' : stock <= LOW_STOCK_THRESHOLD ? 'bg-yellow-500' : 'bg-green-600',
        )}
      />
      {text}
    </span>
  );
}
