import { lazy, Suspense, useRef, useState } from 'react';
import type { ServerReads } from '#web/app/server-reads.ts';
import { useLaptopActions } from '#web/app/use-laptop-actions.ts';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { deliveryTermsQuery } from '#web/features/laptops/api/get-delivery-terms.ts';
import {
  laptopCategoriesQuery,
  useLaptopCategories,
} from '#web/features/laptops/api/get-laptop-categories.ts';
import { laptopsQuery, useLaptops } from '#web/features/laptops/api/get-laptops.ts';
import { FursaHero } from '#web/features/laptops/components/fursa-hero.tsx';
import { LaptopGrid } from '#web/features/laptops/components/laptop-grid.tsx';
import { ShopError } from '#web/features/laptops/components/shop-error.tsx';
import { ShopFilters } from '#web/features/laptops/components/shop-filters.tsx';
import { SupportFooter } from '#web/features/laptops/components/support-footer.tsx';
import { laptopFiltersOf, useLaptopFilters } from '#web/features/laptops/hooks/use-laptop-filters.ts';
import { testimonialsQuery, useTestimonials } from '#web/features/testimonials/api/get-testimonials.ts';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { loadSections } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { useLatch } from '#web/lib/use-latch.ts';

// The reviews carousel loads near the reader, the cart when first opened (docs/server-rendering.md).
const ReviewsCarousel = lazy(() =>
  Promise.all([
    import('#web/features/reviews/components/reviews-carousel.tsx'),
    loadSections(apiLocale(), ['testimonials']),
  ]).then(([m]) => ({ default: m.ReviewsCarousel })),
);
// The cart's texts come with it: /fursa's first visit does not carry them.
const CartSheet = lazy(() =>
  Promise.all([
    import('#web/features/cart/components/cart-sheet.tsx'),
    loadSections(apiLocale(), ['cart']),
  ]).then(([m]) => ({ default: m.CartSheet })),
);

/** What the screen and its hero read (server-reads.ts). */
export const fursaReads: ServerReads = (search) => [
  laptopsQuery(laptopFiltersOf(search)),
  laptopCategoriesQuery,
  testimonialsQuery('fursa'),
  deliveryTermsQuery,
];

export function FursaRoute() {
  const { user } = useAuth();
  const heroRef = useRef<HTMLElement>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const { filters, setFilters, clearFilters } = useLaptopFilters();
  const laptops = useLaptops(filters);
  const categories = useLaptopCategories();
  const testimonials = useTestimonials('fursa');
  const cart = useCart('fursa');
  const actions = useLaptopActions();
  const cartLoaded = useLatch(cartOpen);
  const { t } = useT();

  const category = categories.data?.find((c) => c.id === filters.category);
  const heading = category?.name ?? t('fursa.all');

  return (
    <PageShell
      brand="fursa"
      heroRef={heroRef}
      cartCount={cart.data?.item_count}
      onCartOpen={() => setCartOpen(true)}
    >
      <title>{`${heading} · ${BRANDS.fursa.title}`}</title>
      <FursaHero ref={heroRef} />

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <ShopFilters
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          categories={categories.data}
          categoriesFailed={categories.isError}
        />
        {laptops.isError && !laptops.data ? (
          <ShopError
            error={laptops.error}
            onRetry={() => void laptops.refetch()}
            retrying={laptops.isFetching}
          />
        ) : (
          <LaptopGrid
            heading={heading}
            page={laptops.data}
            refreshing={laptops.isPlaceholderData}
            actions={actions}
            onPage={(page) => {
              setFilters({ page });
              window.scrollTo({ top: heroRef.current?.offsetHeight ?? 0 });
            }}
            onClear={clearFilters}
          />
        )}
      </div>

      {testimonials.data && testimonials.data.length > 0 ? (
        <WhenVisible className="min-h-96">
          <ReviewsCarousel testimonials={testimonials.data} />
        </WhenVisible>
      ) : null}
      <SupportFooter />

      <Suspense fallback={null}>
        {user && cartLoaded ? <CartSheet open={cartOpen} onOpenChange={setCartOpen} /> : null}
      </Suspense>
    </PageShell>
  );
}
