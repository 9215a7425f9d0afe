import type { CatalogProduct } from '@shop/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../components/layout/page-shell';
import { BRANDS } from '../../config/brands';
import { paths } from '../../config/paths';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useCart } from '../../features/cart/api/get-cart';
import { CartSheet } from '../../features/cart/components/cart-sheet';
import { laptopQueryKey } from '../../features/laptops/api/get-laptop';
import { useLaptopCategories } from '../../features/laptops/api/get-laptop-categories';
import { useLaptops } from '../../features/laptops/api/get-laptops';
import { FursaHero } from '../../features/laptops/components/fursa-hero';
import type { LaptopActions } from '../../features/laptops/components/laptop-card';
import { LaptopDetailDialog } from '../../features/laptops/components/laptop-detail-dialog';
import { LaptopGrid } from '../../features/laptops/components/laptop-grid';
import { ShopError } from '../../features/laptops/components/shop-error';
import { ShopFilters } from '../../features/laptops/components/shop-filters';
import { SupportFooter } from '../../features/laptops/components/support-footer';
import { useLaptopFilters } from '../../features/laptops/hooks/use-laptop-filters';
import { ordersQueryKey } from '../../features/orders/api/get-orders';
import { ProductReviews } from '../../features/reviews/components/product-reviews';
import { ReviewsCarousel } from '../../features/reviews/components/reviews-carousel';
import { useTestimonials } from '../../features/testimonials/api/get-testimonials';
import { useAddToWishlist } from '../../features/wishlist/api/add-to-wishlist';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { useRemoveFromWishlist } from '../../features/wishlist/api/remove-from-wishlist';
import { useAuth } from '../../lib/auth';

/** Cart and wishlist buttons of the cards: visitors are sent to sign in first (SPEC §5). */
function useShopActions(): LaptopActions {
  const { user } = useAuth();
  const navigate = useNavigate();
  const cart = useCart(user !== null);
  const wishlist = useWishlist('fursa', user !== null);
  const addToCart = useAddToCart();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist();

  function requireSignIn(description: string): boolean {
    if (user) return true;
    toast.error('Authentication Required', { description });
    void navigate(paths.auth.href());
    return false;
  }

  const wishlistRow = (productId: number) => wishlist.data?.find((row) => row.product.id === productId);

  return {
    isInCart: (productId) => cart.data?.items.some((line) => line.product.id === productId) ?? false,
    isWishlisted: (productId) => wishlistRow(productId) !== undefined,
    isBusy: (productId) =>
      (addToCart.isPending && addToCart.variables?.product === productId) ||
      (addToWishlist.isPending && addToWishlist.variables?.product === productId) ||
      (removeFromWishlist.isPending && wishlistRow(productId)?.id === removeFromWishlist.variables?.id),
    onAddToCart: (product: CatalogProduct) => {
      if (!requireSignIn('Please log in to add items to your cart')) return;
      addToCart.mutate({ product: product.id, quantity: 1 });
    },
    onToggleWishlist: (product: CatalogProduct) => {
      if (!requireSignIn('Please log in to manage your wishlist')) return;
      const row = wishlistRow(product.id);
      if (row) removeFromWishlist.mutate({ brand: 'fursa', id: row.id });
      else addToWishlist.mutate({ brand: 'fursa', product: product.id });
    },
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
  const cart = useCart(user !== null);
  const actions = useShopActions();

  const category = categories.data?.find((c) => c.id === filters.category);
  const heading = category?.name ?? 'All Laptops';

  function refreshProduct(id: number) {
    void queryClient.invalidateQueries({ queryKey: laptopQueryKey(id) });
    // The card's stars and review count change too.
    void queryClient.invalidateQueries({ queryKey: ['fursa-products'] });
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
        <ReviewsCarousel testimonials={testimonials.data} />
      ) : null}
      <SupportFooter />

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
            onSaved={() => refreshProduct(product.id)}
          />
        )}
      />
      {user ? (
        <CartSheet
          open={cartOpen}
          onOpenChange={setCartOpen}
          onOrderPlaced={() => void queryClient.invalidateQueries({ queryKey: ordersQueryKey })}
        />
      ) : null}
    </PageShell>
  );
}
