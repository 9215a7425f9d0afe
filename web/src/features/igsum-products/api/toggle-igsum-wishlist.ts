import { WishlistItem } from '@shop/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { igsumWishlistQueryKey } from './get-igsum-wishlist';

export async function addToIgsumWishlist(productId: number): Promise<WishlistItem> {
  const { data } = await api.post('/igsum/wishlist/', { product: productId });
  return WishlistItem.parse(data);
}

/** Removes by product id, so a stale wishlist row id cannot matter. */
export async function removeFromIgsumWishlist(productId: number): Promise<void> {
  await api.delete(`/igsum/wishlist/product/${productId}/`);
}

export type WishlistToggle = { productId: number; saved: boolean };

export function useToggleIgsumWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, saved }: WishlistToggle) => {
      if (saved) await removeFromIgsumWishlist(productId);
      else await addToIgsumWishlist(productId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: igsumWishlistQueryKey }),
  });
}
