import type { CatalogProduct } from '@shop/contract/catalog';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoney } from '#web/lib/format.ts';

/** The price in TZS, with the original price struck through when it was higher. */
export function LaptopPrice({ product, className }: { product: CatalogProduct; className?: string }) {
  const { t, locale } = useT();
  const reduced = product.original_price !== null && Number(product.original_price) > Number(product.price);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="text-lg font-bold text-ink">
        {formatMoney(product.price, product.currency, locale)}
      </span>
      {reduced && product.original_price !== null ? (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('fursa.price.was')} </span>
          {formatMoney(product.original_price, product.currency, locale)}
        </s>
      ) : null}
    </p>
  );
}
