import type { OrderStatus } from '@shop/contract/orders';
import type { Db, Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { queueOrderMessages } from '../messages/order-messages';

type NewEvent =
  | {
      type: 'placed' | 'paid';
      note?: string;
      /** Cash taken at the door: the customer was just told of the delivery, so no "paid" message. */
      silent?: boolean;
    }
  | { type: 'status'; status: OrderStatus; note?: string };

/**
 * docs/orders.md: adds a step to the order's timeline, in the transaction that made it happen,
 * with the messages a payment or a status change causes (docs/messages.md).
 */
export async function recordOrderEvent(db: Db | Tx, orderId: number, event: NewEvent): Promise<void> {
  const note = event.note ?? '';
  const [row] = await db
    .insert(orderEvents)
    .values({ orderId, type: event.type, status: event.type === 'status' ? event.status : null, note })
    .returning({ id: orderEvents.id });
  // An order's `placed` message lists its lines, which its checkout inserts after this step.
  if (event.type === 'paid' && !event.silent) await queueOrderMessages(db, orderId, { type: 'paid' });
  if (event.type === 'status') {
    await queueOrderMessages(db, orderId, { type: 'status', status: event.status, note, eventId: row!.id });
  }
}
