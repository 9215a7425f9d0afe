import { type AdminMobileMoneyAttempt, maskMsisdn } from '@shop/contract/mobile-money';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mobileMoneyAttempts } from '#server/db/schema.ts';

/** The mobile-money attempts of each order, oldest first, as the admin sees them. */
export async function attemptsOfOrders(
  db: Db,
  orderIds: number[],
): Promise<Map<number, AdminMobileMoneyAttempt[]>> {
  const byOrder = new Map<number, AdminMobileMoneyAttempt[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(mobileMoneyAttempts)
    .where(inArray(mobileMoneyAttempts.orderId, orderIds))
    .orderBy(asc(mobileMoneyAttempts.id));
  for (const row of rows) {
    byOrder.get(row.orderId)?.push({
      id: row.id,
      provider: row.provider,
      status: row.status as AdminMobileMoneyAttempt['status'],
      operator: row.operator as AdminMobileMoneyAttempt['operator'],
      phone: maskMsisdn(row.msisdn),
      amount_tzs: row.amountTzs,
      rate: row.rate,
      created_at: row.createdAt.toISOString(),
      failure_reason: row.failureReason,
    });
  }
  return byOrder;
}
