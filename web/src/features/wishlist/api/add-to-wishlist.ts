import { WishlistItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

export async function addToWishlist({ brand, product }: { brand: BusinessType; product: number }) {
  const { data } = await api.post(`/${brand}/wishlist/`, { product });
  return WishlistItem.parse(data);
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (_item, { brand }) => {
      toast.success('Added to wishlist');
      return queryClient.invalidateQueries({ queryKey: wishlistQueryKey(brand) });
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to add to wishlist') }),
  });
}
