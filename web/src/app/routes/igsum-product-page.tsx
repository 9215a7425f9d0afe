import { Heart } from 'lucide-react';
import { ItemScreen } from '#web/app/item-screen.tsx';
import { ItemSeo, ItemShare, itemUrls, productSeoItem } from '#web/app/item-seo.tsx';
import type { ServerReads } from '#web/app/server-reads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { IgsumProductOrder } from '#web/features/igsum-products/components/igsum-product-order.tsx';
import { ReviewList } from '#web/features/reviews/components/review-list.tsx';
import { useWishlistHearts } from '#web/features/wishlist/hooks/use-wishlist-hearts.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { productPageQuery, useProductPage } from '#web/lib/get-product-page.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { useParams } from '#web/lib/router/router.tsx';
import { productData } from '#web/lib/structured-data.ts';

/** An IGSUM product's own page (docs/seo.md): ordered by phone or WhatsApp, like its card. */
/** The product's read (server-reads.ts). */
export const igsumProductPageReads: ServerReads = (_, { slug = '' }) => [productPageQuery('igsum', slug)];

export function IgsumProductPageRoute() {
  const { slug = '' } = useParams();
  const query = useProductPage('igsum', slug);
  const origin = usePageOrigin();
  const hearts = useWishlistHearts('igsum', { nameInToast: true });
  const { t, locale } = useT();
  return (
    <ItemScreen
      brand="igsum"
      query={query}
      back={{ label: t('igsum.all'), href: paths.igsumProducts.href() }}
    >
      {(product) => {
        const item = productSeoItem('igsum', product);
        const urls = itemUrls(origin, item, locale);
        const saved = hearts.isSaved(product.id);
        return (
          <article
            aria-labelledby="product-name"
            className="overflow-hidden rounded-2xl border border-line bg-raised"
          >
            <ItemSeo
              item={item}
              origin={origin}
              title={`${product.name} · ${BRANDS.igsum.title}`}
              trail={[
                { name: t('nav.home'), path: paths.home.href() },
                { name: t('igsum.kicker'), path: paths.igsumProducts.href() },
              ]}
              data={productData('igsum', product, urls.page, urls.image)}
            />
            <div className="grid md:grid-cols-2">
              <ProductImage
                src={product.image_url}
                alt={product.name}
                width={600}
                height={450}
                eager
                placeholder="igsum"
                className="aspect-[4/3] w-full"
              />
              <div className="grid content-start gap-3 p-5 sm:p-6">
                <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">
                  {product.category_name}
                </p>
                <h1 id="product-name" className="font-display text-2xl font-bold sm:text-3xl">
                  {product.name}
                </h1>
                <StarRating rating={product.review_count > 0 ? product.rating : undefined} />
                <IgsumProductOrder product={product} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    aria-pressed={saved}
                    disabled={hearts.isBusy(product.id)}
                    onClick={() => hearts.onToggle(product)}
                  >
                    <Heart className={cn(saved && 'fill-sunset-600 text-sunset-600')} aria-hidden />
                    {t(saved ? 'fursa.wish.saved' : 'fursa.wish.save')}
                  </Button>
                  <ItemShare item={item} origin={origin} />
                </div>
              </div>
            </div>
            <div className="grid gap-6 border-t border-line p-5 sm:p-6">
              <section aria-labelledby="product-description">
                <h2 id="product-description" className="font-semibold">
                  {t('fursa.details.description')}
                </h2>
                <p className="mt-2 whitespace-pre-line text-muted">{product.description}</p>
              </section>
              <section aria-labelledby="product-reviews" className="grid gap-4">
                <h2 id="product-reviews" className="font-semibold">
                  {t('reviews.heading', { count: product.review_count })}
                </h2>
                <ReviewList reviews={product.reviews} total={product.review_count} item="product" />
              </section>
            </div>
          </article>
        );
      }}
    </ItemScreen>
  );
}
