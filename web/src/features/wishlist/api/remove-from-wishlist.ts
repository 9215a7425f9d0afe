import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

/** `id` is the wishlist row's id, not the product's. */
export async function removeFromWishlist({ brand, id }: { brand: BusinessType; id: number }): Promise<void> {
  await api.delete(`/${brand}/wishlist/${id}/`);
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_none, { brand }) => {
      toast.success('Removed from wishlist');
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKey(brand) });
    },
    onError: (err) =>
      toast.error('Error', { description: errorMessage(err, 'Failed to remove from wishlist') }),
  });
}
