import type { CatalogProduct } from '@shop/contract/catalog';
import { Heart } from 'lucide-react';
import { NotifyMeButton } from '#web/components/stock-alerts/notify-me-button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { Link } from '#web/lib/router/router.tsx';
import { AddToCartButton } from './add-to-cart-button';
import type { LaptopActions } from './laptop-actions';
import { LaptopPrice } from './laptop-price';
import { StockStatus } from './stock-status';

const SPECS_ON_CARD = 3;

type LaptopCardProps = {
  product: CatalogProduct;
  actions: LaptopActions;
  /** The first row of cards loads its images at once; the rest lazily. */
  eager?: boolean;
};

export function LaptopCard({ product, actions, eager }: LaptopCardProps) {
  const wishlisted = actions.isWishlisted(product.id);
  const busy = actions.isBusy(product.id);
  const { t } = useT();
  const headingId = `laptop-${product.id}-name`;
  // The details are the laptop's own page (docs/seo.md): Back returns to the list.
  const detailsLink = paths.laptopPage.href(product.slug);

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <Link tabIndex={-1} aria-hidden to={detailsLink} className="block w-full">
          <ProductImage
            src={product.image_url}
            alt=""
            width={480}
            height={360}
            placeholder="fursa"
            eager={eager}
            className="aspect-[4/3] w-full"
          />
        </Link>
        <button
          type="button"
          aria-pressed={wishlisted}
          aria-label={t(wishlisted ? 'fursa.wish.remove' : 'fursa.wish.add', { name: product.name })}
          disabled={busy}
          onClick={() => actions.onToggleWishlist(product)}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-raised/90 text-ink shadow hover:bg-raised disabled:opacity-60"
        >
          <Heart className={cn('size-5', wishlisted && 'fill-red-500 text-red-500')} aria-hidden />
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
            {product.category_name}
          </p>
          <h3 id={headingId} className="mt-1 font-display text-base leading-snug font-bold">
            <Link to={detailsLink} className="rounded text-left hover:text-brand hover:underline">
              {product.name}
            </Link>
          </h3>
        </div>

        {product.specifications.length > 0 ? (
          <ul aria-label={t('fursa.specs')} className="flex flex-wrap gap-1.5">
            {product.specifications.slice(0, SPECS_ON_CARD).map((spec) => (
              <li key={spec} className="rounded-md bg-sunken px-2 py-0.5 text-xs text-muted">
                {spec}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="flex items-center gap-2 text-sm text-muted">
          <StarRating rating={product.review_count > 0 ? product.rating : null} />
          <span>({product.review_count})</span>
        </div>

        <LaptopPrice product={product} />
        <StockStatus product={product} />

        <AddToCartButton className="mt-auto w-full" product={product} actions={actions} namedForReaders />
        {product.in_stock ? null : (
          <NotifyMeButton target={{ brand: 'fursa', product: product.id }} name={product.name} />
        )}
      </div>
    </article>
  );
}

/** A card's placeholder of the same size, shown while the grid loads. */
export function LaptopCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-2xl border border-line bg-raised">
      <div className="aspect-[4/3] w-full animate-pulse bg-sunken" />
      <div className="grid gap-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-sunken" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-sunken" />
        <div className="h-5 w-full animate-pulse rounded bg-sunken" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-sunken" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-sunken" />
        <div className="h-11 w-full animate-pulse rounded-lg bg-sunken" />
      </div>
    </div>
  );
}
