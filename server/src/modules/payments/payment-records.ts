import type { PaymentRecord } from '@shop/contract/payments';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { payments } from '#server/db/schema.ts';

/** The confirmed payments of each order, oldest first. */
export async function paymentsOfOrders(
  db: Db | Tx,
  orderIds: number[],
): Promise<Map<number, PaymentRecord[]>> {
  const byOrder = new Map<number, PaymentRecord[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.id));
  for (const row of rows) {
    byOrder.get(row.orderId)?.push({
      id: row.id,
      provider: row.provider,
      amount: row.amount,
      currency: row.currency,
      outcome: row.outcome as PaymentRecord['outcome'],
      refund_status: row.refundStatus as PaymentRecord['refund_status'],
      created_at: row.createdAt.toISOString(),
      refunded_at: row.refundedAt?.toISOString() ?? null,
    });
  }
  return byOrder;
}
