import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

export async function removeCartItem(id: number): Promise<void> {
  await api.delete(`/fursa/cart/${id}/`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => {
      toast.success('Removed from cart');
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to remove from cart') }),
  });
}
