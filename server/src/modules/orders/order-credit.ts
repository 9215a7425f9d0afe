import { ERROR_CODES } from '@shop/contract/errors';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orders, receipts } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { issueReceipt } from '#server/modules/receipts/issue-receipt.ts';
import { creditUsedOn, signedCents, spendCredit } from '#server/modules/store-credit/ledger.ts';
import { recordOrderEvent } from './order-events';

export const PAID_WITH_CREDIT_NOTE = 'Paid with store credit.';

/**
 * docs/store-credit.md, "At checkout": the customer chose to use their credit on the order just
 * placed in `tx`. The server decides how much: all of the balance the total takes. Credit that
 * covers the whole total pays the order here, with no provider, and its receipt is issued last (the
 * receipt counter's row stays locked to the commit); otherwise the provider is asked for the rest.
 * Called as the order's transaction's last step. Answers the credit spent.
 */
export async function payOrderWithCredit(
  tx: Tx,
  order: { id: number; userId: number; currency: 'TZS' | 'USD'; total: string; cashOnDelivery: boolean },
): Promise<string> {
  // Credit pays now; cash on delivery pays at the door and its receipt is of the whole total.
  if (order.cashOnDelivery) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'storeCreditNotWithCash', {}, 'use_store_credit');
  }
  const spent = await spendCredit(tx, {
    userId: order.userId,
    currency: order.currency,
    orderId: order.id,
    upTo: order.total,
  });
  if (signedCents(spent) === 0n || signedCents(spent) < signedCents(order.total)) return spent;
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: new Date(),
      holdExpiresAt: null,
      status: sql`case when ${orders.status} = 'pending' then 'confirmed' else ${orders.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await recordOrderEvent(tx, order.id, { type: 'paid', note: PAID_WITH_CREDIT_NOTE });
  await issueCreditReceipt(tx, order.id);
  return spent;
}

/**
 * docs/store-credit.md, "Receipts": the part of a paid order its store credit paid, receipted once
 * (source `store-credit:<order id>`), when the order becomes paid: at checkout when the credit
 * covered it all, or with the provider's payment of the rest (mark-paid.ts).
 */
export async function issueCreditReceipt(tx: Tx, orderId: number): Promise<void> {
  const credit = (await creditUsedOn(tx, [orderId])).get(orderId);
  const [order] = await tx.select({ currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  if (!credit || !order || signedCents(credit) <= 0n) return;
  const [done] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.source, `store-credit:${orderId}`));
  if (done) return;
  await issueReceipt(tx, { kind: 'store_credit', orderId, amount: credit, currency: order.currency });
}
