import type { CatalogProduct } from '@shop/contract/catalog';
import { Badge } from '#web/components/ui/badge.tsx';
import { STOCK_TEXT_CLASS, stockTone } from '#web/components/ui/stock-tone.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

/** The In Stock / Out of Stock badge and, beside it, how many are left in the stock colour. */
export function StockStatus({ product, className }: { product: CatalogProduct; className?: string }) {
  const tone = stockTone(product.stock_quantity);
  const { t } = useT();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Badge tone={product.in_stock ? 'green' : 'red'}>
        {t(product.in_stock ? 'fursa.stock.in' : 'fursa.stock.out')}
      </Badge>
      <span className={cn('text-xs font-semibold', STOCK_TEXT_CLASS[tone])}>
        {t('fursa.stock.left', { count: product.stock_quantity })}
      </span>
    </div>
  );
}
