import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ItemScreen } from '#web/app/item-screen.tsx';
import { ItemSeo, ItemShare, itemUrls, productSeoItem } from '#web/app/item-seo.tsx';
import { useLaptopActions } from '#web/app/use-laptop-actions.ts';
import { BRANDS } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { LaptopDetails } from '#web/features/laptops/components/laptop-details.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useProductPage } from '#web/lib/get-product-page.ts';
import { usePageOrigin } from '#web/lib/page-origin.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { productData } from '#web/lib/structured-data.ts';

// The review form (and its validation) loads after the page's first paint (docs/server-rendering.md).
const ProductReviews = lazy(() =>
  import('#web/features/reviews/components/product-reviews.tsx').then((m) => ({ default: m.ProductReviews })),
);

/** A laptop's own page (docs/seo.md). */
export function LaptopPageRoute() {
  const { slug = '' } = useParams();
  const query = useProductPage('fursa', slug);
  const origin = usePageOrigin();
  const actions = useLaptopActions();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <ItemScreen brand="fursa" query={query} back={{ label: 'All laptops', href: paths.fursa.href() }}>
      {(product) => {
        const item = productSeoItem('fursa', product);
        return (
          <>
            <ItemSeo
              item={item}
              origin={origin}
              title={`${product.name} · ${BRANDS.fursa.title}`}
              trail={[
                { name: 'Home', path: paths.home.href() },
                { name: BRANDS.fursa.title, path: paths.fursa.href() },
              ]}
              data={productData('fursa', product, itemUrls(origin, item).page, itemUrls(origin, item).image)}
            />
            <LaptopDetails
              product={product}
              actions={actions}
              share={<ItemShare item={item} origin={origin} />}
              reviews={
                <Suspense fallback={null}>
                  <ProductReviews
                    productId={product.id}
                    reviews={product.reviews}
                    total={product.review_count}
                    userId={user?.id ?? null}
                    onSaved={() =>
                      void queryClient.invalidateQueries({ queryKey: shopKeys.products('fursa') })
                    }
                  />
                </Suspense>
              }
            />
          </>
        );
      }}
    </ItemScreen>
  );
}
