import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentSessions } from '../../db/schema';
import { appendNote, reclaimOrderSeats } from '../orders/tour-capacity';

export const LATE_PAYMENT_NOTE = 'Payment received after this order was cancelled: a refund is due.';

class SeatsGone extends Error {}

/**
 * Records a payment the provider confirmed. The conditional update (payment_status <> 'paid')
 * makes it happen once however many confirms and webhooks arrive. A pending order becomes
 * confirmed. Money can still arrive for a cancelled order (a hold that expired while the customer
 * was on the payment page): a booking then takes its seats again when the date has room;
 * otherwise the order stays cancelled with a note that a refund is due.
 */
export async function markPaid(db: Db, session: { id: number; orderId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt: new Date(),
        holdExpiresAt: null,
        status: sql`case when ${orders.status} = 'pending' then 'confirmed' else ${orders.status} end`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, session.orderId), ne(orders.paymentStatus, 'paid')))
      .returning({
        id: orders.id,
        status: orders.status,
        orderType: orders.orderType,
        seatsReleased: orders.seatsReleased,
      });
    // Order row before session row, the same lock order as a customer's cancel, so the two never deadlock.
    await tx
      .update(paymentSessions)
      .set({ status: 'completed', completedAt: sql`coalesce(${paymentSessions.completedAt}, now())` })
      .where(and(eq(paymentSessions.id, session.id), ne(paymentSessions.status, 'completed')));
    if (!paid) return;
    if (paid.status === 'cancelled' && !(await revive(tx, paid))) {
      await tx
        .update(orders)
        .set({ notes: appendNote(LATE_PAYMENT_NOTE) })
        .where(eq(orders.id, paid.id));
    }
  });
}

/** A booking cancelled only because its hold ran out takes its seats again, when the date has room. */
async function revive(
  tx: Tx,
  order: { id: number; orderType: string; seatsReleased: boolean },
): Promise<boolean> {
  if (order.orderType !== 'igsum' || !order.seatsReleased) return false;
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(orders)
        .set({ seatsReleased: false, status: 'confirmed' })
        .where(and(eq(orders.id, order.id), eq(orders.seatsReleased, true)));
      if (!(await reclaimOrderSeats(sp, order.id)).ok) throw new SeatsGone();
    });
    return true;
  } catch (err) {
    if (err instanceof SeatsGone) return false;
    throw err;
  }
}
