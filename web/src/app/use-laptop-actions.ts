import type { CatalogProduct } from '@shop/contract/catalog';
import { useAddToCart } from '#web/features/cart/api/add-to-cart.ts';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import type { LaptopActions } from '#web/features/laptops/components/laptop-actions.ts';
import { useWishlistHearts } from '#web/features/wishlist/hooks/use-wishlist-hearts.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useRequireSignIn } from '#web/lib/require-sign-in.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * Cart and wishlist buttons of the laptop cards and pages: visitors are sent to sign in first
 * (docs/roles-and-ownership.md).
 */
export function useLaptopActions(): LaptopActions {
  const requireSignIn = useRequireSignIn();
  const cart = useCart('fursa');
  const addToCart = useAddToCart('fursa');
  const hearts = useWishlistHearts('fursa');
  const { t } = useT();

  return {
    isInCart: (productId) => cart.data?.items.some((line) => line.product.id === productId) ?? false,
    isWishlisted: hearts.isSaved,
    isBusy: (productId) =>
      (addToCart.isPending && addToCart.variables?.product === productId) || hearts.isBusy(productId),
    onAddToCart: (product: CatalogProduct) => {
      if (!requireSignIn(t('fursa.toast.signIn'))) return;
      addToCart.mutate(
        { product: product.id, quantity: 1 },
        {
          onSuccess: (item) =>
            toast.success(t('fursa.toast.added'), {
              description: t('fursa.toast.addedText', { name: item.product.name }),
            }),
          onError: (err) => showErrorToast(err, t('fursa.toast.addFailed')),
        },
      );
    },
    onToggleWishlist: hearts.onToggle,
  };
}
