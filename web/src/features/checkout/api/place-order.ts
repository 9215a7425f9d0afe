import { type CreateFursaOrderBody, Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';
import { startCheckout } from '../../../lib/start-checkout';

/** The placed order, and for pay now the provider's checkout page to send the browser to. */
export type PlacedOrder = { order: Order; paymentUrl: string | null };

/**
 * Orders the laptop cart; the server prices it again and refuses with 409 cart_changed when the
 * total is not the one the screen showed (docs/delivery.md). Paying now opens the same hosted
 * checkout as a tour booking.
 */
async function placeOrder(body: z.input<typeof CreateFursaOrderBody>): Promise<PlacedOrder> {
  const { data } = await api.post('/orders/', body);
  const order = Order.parse(data);
  if (body.payment_method !== 'credit_card') return { order, paymentUrl: null };
  const session = await startCheckout(order.id);
  return { order, paymentUrl: session.url };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The cart is emptied into the order, which shows on the dashboard.
    onSettled: () =>
      Promise.all(
        [shopKeys.cart('fursa'), shopKeys.orders].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    // A refusal means the cart, its prices or the settings moved: the screen shows them anew. After
    // a success the quote is left alone, so the screen does not flash an empty cart while it leaves.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.checkoutQuote }),
  });
}
