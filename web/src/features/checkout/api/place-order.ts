import { type CreateFursaOrderBody, Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';
import { startCheckout } from '../../../lib/start-checkout';
import { startMobileMoney } from '../../../lib/start-mobile-money';

/**
 * The placed order, and how its payment goes on: the provider's checkout page to send the browser
 * to, or the mobile money attempt whose push went to the customer's phone.
 */
export type PlacedOrder = {
  order: Order;
  paymentUrl: string | null;
  attemptId: number | null;
  /** Why the push could not start; the order is placed all the same and can be paid later. */
  pushRefused?: unknown;
};

type PlaceOrderInput = {
  body: z.input<typeof CreateFursaOrderBody>;
  /** The number to push to, 255 and nine digits, when paying by mobile money. */
  payerPhone?: string | null;
};

/**
 * Orders the laptop cart; the server prices it again and refuses with 409 cart_changed when the
 * total is not the one the screen showed (docs/delivery.md). Paying now opens the same hosted
 * checkout as a tour booking.
 */
async function placeOrder({ body, payerPhone }: PlaceOrderInput): Promise<PlacedOrder> {
  const { data } = await api.post('/orders/', body);
  const order = Order.parse(data);
  if (body.payment_method === 'mobile_money' && payerPhone) {
    try {
      const attempt = await startMobileMoney({ order_id: order.id, phone: payerPhone });
      return { order, paymentUrl: null, attemptId: attempt.id };
    } catch (pushRefused) {
      return { order, paymentUrl: null, attemptId: null, pushRefused };
    }
  }
  if (body.payment_method !== 'credit_card') return { order, paymentUrl: null, attemptId: null };
  const session = await startCheckout(order.id);
  return { order, paymentUrl: session.url, attemptId: null };
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
