import type { CatalogProduct } from '@shop/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { WhenVisible } from '#web/components/ui/when-visible.tsx';
import { BRANDS } from '#web/config/brands.ts';
import { useAddToCart } from '#web/features/cart/api/add-to-cart.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useLaptopCategories } from '#web/features/laptops/api/get-laptop-categories.ts';
import { useLaptops } from '#web/features/laptops/api/get-laptops.ts';
import { FursaHero } from '#web/features/laptops/components/fursa-hero.tsx';
import type { LaptopActions } from '#web/features/laptops/components/laptop-card.tsx';
import { LaptopGrid } from '#web/features/laptops/components/laptop-grid.tsx';
import { ShopError } from '#web/features/laptops/components/shop-error.tsx';
import { ShopFilters } from '#web/features/laptops/components/shop-filters.tsx';
import { SupportFooter } from '#web/features/laptops/components/support-footer.tsx';
import { useLaptopFilters } from '#web/features/laptops/hooks/use-laptop-filters.ts';
import { useTestimonials } from '#web/features/testimonials/api/get-testimonials.ts';
import { useWishlistHearts } from '#web/features/wishlist/hooks/use-wishlist-hearts.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useRequireSignIn } from '#web/lib/require-sign-in.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { useLatch } from '#web/lib/use-latch.ts';

// A laptop's details with its reviews, and the cart, load when first opened (docs/server-rendering.md).
const LaptopDetailDialog = lazy(() =>
  import('#web/features/laptops/components/laptop-detail-dialog.tsx').then((m) => ({
    default: m.LaptopDetailDialog,
  })),
);
const ProductReviews = lazy(() =>
  import('#web/features/reviews/components/product-reviews.tsx').then((m) => ({ default: m.ProductReviews })),
);
const ReviewsCarousel = lazy(() =>
  import('#web/features/reviews/components/reviews-carousel.tsx').then((m) => ({
    default: m.ReviewsCarousel,
  })),
);
const CartSheet = lazy(() =>
  import('#web/features/cart/components/cart-sheet.tsx').then((m) => ({ default: m.CartSheet })),
);

import { toast } from '#web/lib/toast.ts';

/** Cart and wishlist buttons of the cards: visitors are sent to sign in first (docs/roles-and-ownership.md). */
function useShopActions(): LaptopActions {
  const requireSignIn = useRequireSignIn();
  const cart = useCart('fursa');
  const addToCart = useAddToCart('fursa');
  const hearts = useWishlistHearts('fursa');

  return {
    isInCart: (productId) => cart.data?.items.some((line) => line.product.id === productId) ?? false,
    isWishlisted: hearts.isSaved,
    isBusy: (productId) =>
      (addToCart.isPending && addToCart.variables?.product === productId) || hearts.isBusy(productId),
    onAddToCart: (product: CatalogProduct) => {
      if (!requireSignIn('Please log in to add items to your cart')) return;
      addToCart.mutate(
        { product: product.id, quantity: 1 },
        {
          onSuccess: (item) =>
            toast.success('Added to cart', { description: `${item.product.name} is in your cart.` }),
          onError: (err) => showErrorToast(err, 'Failed to add to cart'),
        },
      );
    },
    onToggleWishlist: hearts.onToggle,
  };
}

export function FursaRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const heroRef = useRef<HTMLElement>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const { filters, setFilters, clearFilters, productId, setProductId } = useLaptopFilters();
  const laptops = useLaptops(filters);
  const categories = useLaptopCategories();
  const testimonials = useTestimonials('fursa');
  const cart = useCart('fursa');
  const actions = useShopActions();
  const detailLoaded = useLatch(productId !== null);
  const cartLoaded = useLatch(cartOpen);

  const category = categories.data?.find((c) => c.id === filters.category);
  const heading = category?.name ?? 'All Laptops';

  /** After a review: the laptop's details and its card's stars and review count. */
  function refreshProducts() {
    void queryClient.invalidateQueries({ queryKey: shopKeys.products('fursa') });
  }

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
            onOpen={(product) => setProductId(product.id)}
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
        {detailLoaded ? (
          <LaptopDetailDialog
            productId={productId}
            onClose={() => setProductId(null)}
            actions={actions}
            renderReviews={(product) => (
              <ProductReviews
                productId={product.id}
                reviews={product.reviews}
                total={product.review_count}
                userId={user?.id ?? null}
                onSaved={refreshProducts}
              />
            )}
          />
        ) : null}
        {user && cartLoaded ? <CartSheet open={cartOpen} onOpenChange={setCartOpen} /> : null}
      </Suspense>
    </PageShell>
  );
}
