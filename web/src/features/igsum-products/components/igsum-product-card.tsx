import type { CatalogProduct } from '@shop/contract/catalog';
import { Heart } from 'lucide-react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { Link } from '#web/lib/router/router.tsx';
import { IgsumProductOrder } from './igsum-product-order';

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
  const { t } = useT();
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
          aria-label={t(saved ? 'fursa.wish.remove' : 'fursa.wish.add', { name: product.name })}
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
          <Link to={paths.igsumProductPage.href(product.slug)} className="rounded hover:underline">
            {product.name}
          </Link>
        </h2>
        <StarRating rating={product.review_count > 0 ? product.rating : undefined} className="mt-1" />
        <p className="mt-2 line-clamp-2 text-sm text-muted">{product.description}</p>
        <IgsumProductOrder product={product} className="mt-auto pt-4" />
      </div>
    </article>
  );
}
