import { CheckoutSession } from '@shop/contract/payments';
import { api } from '#web/lib/api-client.ts';
import { withIdempotencyKey } from '#web/lib/idempotency-key.ts';

/** Opens the payment provider's hosted checkout for a pending order. */
export async function startCheckout(orderId: number): Promise<CheckoutSession> {
  const { data } = await api.post('/payments/checkout/', { order_id: orderId }, withIdempotencyKey());
  return CheckoutSession.parse(data);
}
