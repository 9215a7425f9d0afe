import { type CreateTourBookingBody, Order } from '@shop/contract/orders';
import { api } from '#web/lib/api-client.ts';
import { withIdempotencyKey } from '#web/lib/idempotency-key.ts';

/** Creates the pending tour order; the server prices it (tour price x participants). */
export async function createTourBooking(body: Omit<CreateTourBookingBody, 'notes'>): Promise<Order> {
  const { data } = await api.post('/orders/', body, withIdempotencyKey());
  return Order.parse(data);
}
