import { UpdateCartItemResponse } from '@shop/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

/** Sets a line's quantity; 0 removes the line (the server answers `removed: true`). */
export async function updateCartItem({ id, quantity }: { id: number; quantity: number }) {
  const { data } = await api.put(`/fursa/cart/${id}/`, { quantity });
  return UpdateCartItemResponse.parse(data);
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (answer) => {
      if (answer.removed) toast.success('Removed from cart');
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to update cart item') }),
  });
}
