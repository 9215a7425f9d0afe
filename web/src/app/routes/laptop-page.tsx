import { useQueryClient } from '@tanstack/react-query';
import { ItemScreen } from '#web/app/item-screen.tsx';
import { ItemSeo, ItemShare, itemUrls, productSeoItem } from '#web/app/item-seo.tsx';
import type { ServerReads } from '#web/app/server-reads.ts';
import { useLaptopActions } from '#web/app/use-laptop-actions.ts';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { LaptopDetails } from '#web/features/laptops/components/laptop-details.tsx';
import { ProductReviews } from '#web/features/reviews/components/product-reviews.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { productPageQuery, useProductPage } from '#web/lib/get-product-page.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { useParams } from '#web/lib/router/router.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { productData } from '#web/lib/structured-data.ts';

/** A laptop's own page (docs/seo.md). */
/** The laptop's read (server-reads.ts). */
export const laptopPageReads: ServerReads = (_, { slug = '' }) => [productPageQuery('fursa', slug)];

export function LaptopPageRoute() {
  const { slug = '' } = useParams();
  const query = useProductPage('fursa', slug);
  const origin = usePageOrigin();
  const actions = useLaptopActions();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { t, locale } = useT();
  return (
    <ItemScreen
      brand="fursa"
      query={query}
      back={{ label: t('laptopPage.allLaptops'), href: paths.fursa.href() }}
    >
      {(product) => {
        const item = productSeoItem('fursa', product);
        return (
          <>
            <ItemSeo
              item={item}
              origin={origin}
              title={`${product.name} · ${BRANDS.fursa.title}`}
              trail={[
                { name: t('nav.home'), path: paths.home.href() },
                { name: BRANDS.fursa.title, path: paths.fursa.href() },
              ]}
              data={productData(
                'fursa',
                product,
                itemUrls(origin, item, locale).page,
                itemUrls(origin, item, locale).image,
              )}
            />
            <LaptopDetails
              product={product}
              actions={actions}
              share={<ItemShare item={item} origin={origin} />}
              reviews={
                // Drawn by the server with the page; only a signed-in customer's form loads later.
                <ProductReviews
                  productId={product.id}
                  reviews={product.reviews}
                  total={product.review_count}
                  userId={user?.id ?? null}
                  onSaved={() => void queryClient.invalidateQueries({ queryKey: shopKeys.products('fursa') })}
                />
              }
            />
          </>
        );
      }}
    </ItemScreen>
  );
}
