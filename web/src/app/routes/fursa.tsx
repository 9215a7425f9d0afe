import type { CatalogProduct } from '@shop/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { WhenVisible } from '../../components/ui/when-visible';
import { BRANDS } from '../../config/brands';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useCart } from '../../features/cart/api/get-cart';
import { useLaptopCategories } from '../../features/laptops/api/get-laptop-categories';
import { useLaptops } from '../../features/laptops/api/get-laptops';
import { FursaHero } from '../../features/laptops/components/fursa-hero';
import type { LaptopActions } from '../../features/laptops/components/laptop-card';
import { LaptopGrid } from '../../features/laptops/components/laptop-grid';
import { ShopError } from '../../features/laptops/components/shop-error';
import { ShopFilters } from '../../features/laptops/components/shop-filters';
import { SupportFooter } from '../../features/laptops/components/support-footer';
import { useLaptopFilters } from '../../features/laptops/hooks/use-laptop-filters';
import { useTestimonials } from '../../features/testimonials/api/get-testimonials';
import { useWishlistHearts } from '../../features/wishlist/hooks/use-wishlist-hearts';
import { useAuth } from '../../lib/auth';
import { showErrorToast } from '../../lib/error-toast';
import { useRequireSignIn } from '../../lib/require-sign-in';
import { shopKeys } from '../../lib/shop-keys';
import { useLatch } from '../../lib/use-latch';

// A laptop's details with its reviews, and the cart, load when first opened (docs/server-rendering.md).
const LaptopDetailDialog = lazy(() =>
  import('../../features/laptops/components/laptop-detail-dialog').then((m) => ({
    default: m.LaptopDetailDialog,
  })),
);
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })),
);
const ReviewsCarousel = lazy(() =>
  import('../../features/reviews/components/reviews-carousel').then((m) => ({ default: m.ReviewsCarousel })),
);
const CartSheet = lazy(() =>
  import('../../features/cart/components/cart-sheet').then((m) => ({ default: m.CartSheet })),
);

import { toast } from '../../lib/toast';

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
