import type { OrderStatus } from '@shop/contract/orders';
import type { Db, Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';

type NewEvent =
  | { type: 'placed' | 'paid'; note?: string }
  | { type: 'status'; status: OrderStatus; note?: string };

/** docs/orders.md: adds a step to the order's timeline, in the transaction that made it happen. */
export async function recordOrderEvent(db: Db | Tx, orderId: number, event: NewEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    type: event.type,
    status: event.type === 'status' ? event.status : null,
    note: event.note ?? '',
  });
}
