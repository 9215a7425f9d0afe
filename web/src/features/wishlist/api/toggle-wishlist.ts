import type { WishlistItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function addToWishlist(brand: BusinessType, productId: number): Promise<WishlistItem> {
  const { data } = await api.post(`/${brand}/wishlist/`, { product: productId });
  return (await import('@shop/contract/cart')).WishlistItem.parse(data);
}

/** Removes by product id, so a stale wishlist row id cannot matter. */
async function removeFromWishlist(brand: BusinessType, productId: number): Promise<void> {
  await api.delete(`/${brand}/wishlist/product/${productId}/`);
}

/** `saved` is whether the product was on the list when the heart was pressed. */
type WishlistToggle = { productId: number; saved: boolean };

/** Saves or unsaves a product; the list is read again either way, even after a failure. */
export function useToggleWishlist(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way began before this change: cancelled, so the read after it asks
    // again instead of taking that answer (docs/server-rendering.md).
    onMutate: () => queryClient.cancelQueries({ queryKey: shopKeys.wishlist(brand) }),
    mutationFn: async ({ productId, saved }: WishlistToggle) => {
      if (saved) await removeFromWishlist(brand, productId);
      else await addToWishlist(brand, productId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.wishlist(brand) }),
  });
}
