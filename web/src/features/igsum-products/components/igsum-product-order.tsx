import type { CatalogProduct } from '@shop/contract/catalog';
import { MessageCircle, Phone } from 'lucide-react';
import { NotifyMeButton } from '#web/components/stock-alerts/notify-me-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoney } from '#web/lib/format.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { StockText } from './stock-text';
import { whatsappOrderHref } from './whatsapp-order';

/** An IGSUM product's price, stock and the ways to order it, on its card and its page. */
export function IgsumProductOrder({ product, className }: { product: CatalogProduct; className?: string }) {
  const origin = usePageOrigin();
  const { t, locale } = useT();
  return (
    // Side by side only where the card is wide enough for both labels: in the four-column grid at
    // 1280 px the pair overflowed its card (2026-11-28 screenshot).
    <div className={cn('@container', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="text-xl font-bold text-ink">
            {formatMoney(product.price, product.currency, locale)}
          </span>
          {product.original_price && Number(product.original_price) > Number(product.price) ? (
            <>
              <span className="sr-only">, {t('igsum.was')} </span>
              <s className="ml-2 text-sm text-muted">
                {formatMoney(product.original_price, product.currency, locale)}
              </s>
            </>
          ) : null}
        </p>
        <StockText product={product} />
      </div>
      {/* These products are ordered by phone or WhatsApp: IGSUM has no checkout. */}
      <div className="mt-3 grid gap-2 @sm:grid-cols-2">
        <Button asChild variant="primary" className="w-full">
          <a
            href={telHref(BRAND_CONTACTS.igsum.phone)}
            aria-label={t('igsum.byPhoneName', { name: product.name })}
          >
            <Phone aria-hidden />
            {t('igsum.byPhone')}
          </a>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <a
            href={whatsappOrderHref(product, origin, { t, locale })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('igsum.whatsappName', { name: product.name })}
          >
            <MessageCircle aria-hidden />
            {t('igsum.whatsapp')}
          </a>
        </Button>
        {product.in_stock ? null : (
          <NotifyMeButton
            className="@sm:col-span-2"
            target={{ brand: 'igsum', product: product.id }}
            name={product.name}
          />
        )}
      </div>
    </div>
  );
}
