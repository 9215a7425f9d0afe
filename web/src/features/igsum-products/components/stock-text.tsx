import type { CatalogProduct } from '@shop/contract/catalog';
import { STOCK_DOT_CLASS, STOCK_TEXT_CLASS, stockTone } from '#web/components/ui/stock-tone.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

/** docs/stock.md: the stock in its colour; an inactive product is out of stock whatever its count. */
export function StockText({ product }: { product: CatalogProduct }) {
  const stock = product.stock_quantity;
  const inStock = product.in_stock;
  const tone = inStock ? stockTone(stock) : 'red';
  const { t } = useT();
  const text =
    tone === 'red'
      ? t('fursa.stock.out')
      : tone === 'yellow'
        ? t('igsum.stock.only', { count: stock })
        : t('igsum.stock.in', { count: stock });
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', STOCK_TEXT_CLASS[tone])}>
      <span aria-hidden className={cn('size-2 rounded-full', STOCK_DOT_CLASS[tone])} />
      {text}
    </span>
  );
}
