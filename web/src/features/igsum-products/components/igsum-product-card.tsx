import type { CatalogProduct } from '@shop/contract/catalog';
import { Heart, MessageCircle, Phone } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoney } from '#web/lib/format.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { StockText } from './stock-text';
import { whatsappOrderHref } from './whatsapp-order';

type IgsumProductCardProps = {
  product: CatalogProduct;
  saved: boolean;
  wishlistBusy: boolean;
  onToggleWishlist: (product: CatalogProduct) => void;
  eagerImage?: boolean;
};

export function IgsumProductCard({
  product,
  saved,
  wishlistBusy,
  onToggleWishlist,
  eagerImage,
}: IgsumProductCardProps) {
  const origin = usePageOrigin();
  return (
    <article
      aria-labelledby={`igsum-product-${product.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-raised shadow-sm"
    >
      <div className="relative">
        <ProductImage
          src={product.image_url}
          alt={product.name}
          width={600}
          height={450}
          eager={eagerImage}
          placeholder="igsum"
          className="aspect-[4/3] w-full"
        />
        <button
          type="button"
          onClick={() => onToggleWishlist(product)}
          disabled={wishlistBusy}
          aria-pressed={saved}
          aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-white/90 text-earth-900 shadow-sm hover:bg-white disabled:opacity-60"
        >
          <Heart className={cn('size-5', saved && 'fill-sunset-600 text-sunset-600')} aria-hidden />
        </button>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
          {product.category_name}
        </p>
        <h2 id={`igsum-product-${product.id}`} className="mt-1 font-display text-lg font-bold text-ink">
          {product.name}
        </h2>
        <StarRating rating={product.review_count > 0 ? product.rating : undefined} className="mt-1" />
        <p className="mt-2 line-clamp-2 text-sm text-muted">{product.description}</p>
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p>
              <span className="text-xl font-bold text-ink">
                {formatMoney(product.price, product.currency)}
              </span>
              {product.original_price && Number(product.original_price) > Number(product.price) ? (
                <>
                  <span className="sr-only">, was </span>
                  <s className="ml-2 text-sm text-muted">
                    {formatMoney(product.original_price, product.currency)}
                  </s>
                </>
              ) : null}
            </p>
            <StockText product={product} />
          </div>
          {/* These products are ordered by phone or WhatsApp: IGSUM has no checkout. */}
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <Button asChild variant="primary" className="w-full">
              <a href={telHref(BRAND_CONTACTS.igsum.phone)} aria-label={`Order by Phone: ${product.name}`}>
                <Phone aria-hidden />
                Order by Phone
              </a>
            </Button>
            <Button asChild variant="outline" className="w-full">
              <a
                href={whatsappOrderHref(product, origin)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Order on WhatsApp: ${product.name}`}
              >
                <MessageCircle aria-hidden />
                Order on WhatsApp
              </a>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
