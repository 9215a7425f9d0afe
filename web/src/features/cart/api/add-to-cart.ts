import { type AddCartItemBody, CartItem } from '@shop/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

export async function addToCart(body: AddCartItemBody): Promise<CartItem> {
  const { data } = await api.post('/fursa/cart/', body);
  return CartItem.parse(data);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (item) => {
      toast.success('Added to cart', { description: `${item.product.name} is in your cart.` });
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to add to cart') }),
  });
}
