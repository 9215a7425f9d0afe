import type { CatalogProductDetail } from '@shop/contract/catalog';
import { Check, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHeldForYou } from '#web/components/stock-alerts/get-my-stock-requests.ts';
import { HeldNotice, heldTime } from '#web/components/stock-alerts/held-notice.tsx';
import { NotifyMeButton } from '#web/components/stock-alerts/notify-me-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { AddToCartButton } from './add-to-cart-button';
import type { LaptopActions } from './laptop-actions';
import { LaptopPrice } from './laptop-price';
import { StockStatus } from './stock-status';

type LaptopDetailsProps = {
  product: CatalogProductDetail;
  actions: LaptopActions;
  /** The share buttons, composed by the screen. */
  share: ReactNode;
  /** The reviews section (list and form), composed by the screen. */
  reviews: ReactNode;
};

/** A laptop's page (docs/seo.md): picture, price, stock, description, specifications and reviews. */
export function LaptopDetails({ product, actions, share, reviews }: LaptopDetailsProps) {
  const { t } = useT();
  return (
    <article
      aria-labelledby="laptop-name"
      className="overflow-hidden rounded-2xl border border-line bg-raised"
    >
      <div className="grid md:grid-cols-2">
        <ProductImage
          src={product.image_url}
          alt={product.name}
          width={640}
          height={480}
          placeholder="fursa"
          eager
          className="aspect-[4/3] w-full"
        />
        <div className="grid content-start gap-3 p-5 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
            {product.category_name}
          </p>
          <h1 id="laptop-name" className="font-display text-2xl font-bold sm:text-3xl">
            {product.name}
          </h1>
          <div className="flex items-center gap-2 text-sm text-muted">
            <StarRating rating={product.review_count > 0 ? product.rating : null} />
            <span>
              {product.review_count > 0 ? `${product.rating.toFixed(1)} · ` : ''}
              {t('fursa.details.reviews', { count: product.review_count })}
            </span>
          </div>
          <LaptopPrice product={product} />
          <StockStatus product={product} />
          <DetailActions product={product} actions={actions} />
          {share}
        </div>
      </div>
      <div className="grid gap-6 border-t border-line p-5 sm:p-6">
        <section aria-labelledby="laptop-description">
          <h2 id="laptop-description" className="font-semibold">
            {t('fursa.details.description')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-muted">{product.description}</p>
        </section>
        {product.specifications.length > 0 ? (
          <section aria-labelledby="laptop-specs">
            <h2 id="laptop-specs" className="font-semibold">
              {t('fursa.specs')}
            </h2>
            <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {product.specifications.map((spec) => (
                <li key={spec} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
                  {spec}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {reviews}
      </div>
    </article>
  );
}

function DetailActions({ product, actions }: { product: CatalogProductDetail; actions: LaptopActions }) {
  const wishlisted = actions.isWishlisted(product.id);
  const busy = actions.isBusy(product.id);
  // docs/back-in-stock.md: the page a back-in-stock message links to; the held unit is this customer's.
  const heldUntil = useHeldForYou({ brand: 'fursa', product: product.id });
  const { t } = useT();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {heldUntil ? (
        <HeldNotice className="basis-full">
          {t('fursa.notify.held', { time: heldTime(heldUntil) })}
        </HeldNotice>
      ) : null}
      <AddToCartButton
        className="flex-1"
        product={product}
        actions={actions}
        heldForYou={heldUntil !== null}
      />
      <Button
        variant="outline"
        aria-pressed={wishlisted}
        disabled={busy}
        onClick={() => actions.onToggleWishlist(product)}
      >
        <Heart className={cn(wishlisted && 'fill-red-500 text-red-500')} aria-hidden />
        {t(wishlisted ? 'fursa.wish.saved' : 'fursa.wish.save')}
      </Button>
      {product.in_stock || heldUntil ? null : (
        <NotifyMeButton
          className="basis-full"
          target={{ brand: 'fursa', product: product.id }}
          name={product.name}
        />
      )}
    </div>
  );
}
