import type { OrderStatus } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderEvents, orders } from '#server/db/schema.ts';
import { type OrderMessageEvent, queueOrderMessages } from '#server/modules/messages/order-messages.ts';
import { loadOrder } from './order-views';

type NewEvent =
  | {
      type: 'placed' | 'paid';
      note?: string;
      /** Cash taken at the door: the customer was just told of the delivery, so no "paid" message. */
      silent?: boolean;
      /** A booking's balance, after its deposit: told as its own message (docs/tours-pricing.md). */
      balance?: boolean;
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
  if (event.type === 'paid' && !event.silent) {
    await queueStepMessages(db, orderId, { type: event.balance ? 'balance_paid' : 'paid' });
  }
  if (event.type === 'status') {
    await queueStepMessages(db, orderId, { type: 'status', status: event.status, note, eventId: row!.id });
  }
}

/** Queues the messages a step causes (docs/messages.md), from the order as this transaction reads it. */
export async function queueStepMessages(
  db: Db | Tx,
  orderId: number,
  event: OrderMessageEvent,
): Promise<void> {
  const order = await loadOrder(db, eq(orders.id, orderId));
  if (order) await queueOrderMessages(db, order, event);
}
