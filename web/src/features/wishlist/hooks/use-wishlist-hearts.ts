import type { BusinessType } from '@shop/contract/common';
import { useWishlist } from '#web/features/wishlist/api/get-wishlist.ts';
import { useToggleWishlist } from '#web/features/wishlist/api/toggle-wishlist.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useRequireSignIn } from '#web/lib/require-sign-in.ts';
import { toast } from '#web/lib/toast.ts';

type HeartProduct = { id: number; name: string };

type HeartOptions = {
  /** Whether the success toast names the product (the IGSUM catalogue does, the laptop shop not). */
  nameInToast?: boolean;
};

/** The heart on a brand's product cards: a visitor is sent to sign in, a customer toggles. */
export function useWishlistHearts(brand: BusinessType, { nameInToast = false }: HeartOptions = {}) {
  const requireSignIn = useRequireSignIn();
  const { ready } = useAuth();
  const wishlist = useWishlist(brand);
  const toggle = useToggleWishlist(brand);
  const { t } = useT();
  const savedIds = new Set(wishlist.data?.map((item) => item.product.id));

  return {
    isSaved: (productId: number) => savedIds.has(productId),
    isBusy: (productId: number) => !ready || (toggle.isPending && toggle.variables?.productId === productId),
    onToggle(product: HeartProduct) {
      if (!requireSignIn(t('wish.signIn'))) return;
      const saved = savedIds.has(product.id);
      toggle.mutate(
        { productId: product.id, saved },
        {
          onSuccess: () =>
            toast.success(t(saved ? 'wish.removed' : 'wish.added'), {
              description: nameInToast ? product.name : undefined,
            }),
          onError: (err) => showErrorToast(err, t(saved ? 'wish.removeFailed' : 'wish.addFailed')),
        },
      );
    },
  };
}
