import type { CreateFursaOrderBody } from '@shop/contract/orders';
import { Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

/**
 * Orders the laptop cart: the server takes the lines and prices from it and empties it
 * (docs/prices-and-currencies.md). IGSUM products are ordered by phone, so theirs has no checkout.
 */
async function checkoutCart(): Promise<Order> {
  const body: Pick<CreateFursaOrderBody, 'order_type'> = { order_type: 'fursa' };
  const { data } = await api.post('/orders/', body);
  return Order.parse(data);
}

export function useCheckoutCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutCart,
    // The new order shows on the dashboard's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.cart('fursa') }),
        queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
      ]),
  });
}
