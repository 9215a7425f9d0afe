import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { payments, receipts, refunds, tourBookings } from '#server/db/schema.ts';
import { creditReceipt } from '#server/modules/receipts/credit-notes.ts';
import { toCents } from '#server/modules/receipts/receipt-lines.ts';
import { bookingShares } from './booking-shares';
import { queueRefundSent } from './refund-messages';

type RefundRow = typeof refunds.$inferSelect;

/** Sent, or done: what counts as paid back. */
const DONE = ['succeeded', 'manual'] as const;

/**
 * docs/refunds.md: a refund the provider accepted (pending or done) or an admin recorded as sent
 * by hand: the customer is told, once (the outbox's keys).
 */
export async function refundSent(tx: Tx, refund: RefundRow): Promise<void> {
  await queueRefundSent(tx, refund);
}

/**
 * docs/refunds.md: a refund done (succeeded at its provider, or recorded by hand), in the
 * transaction that records it: its payment is refunded once its refunds cover it, a booking's
 * refund due is paid once all its parts are, and a refund of a sale still on its receipt gets
 * its credit note (docs/receipts.md), once (the note's source names the refund).
 */
export async function refundDone(tx: Tx, refund: RefundRow): Promise<void> {
  await refundSent(tx, refund);
  const [payment] = await tx
    .select({ amount: payments.amount, refundStatus: payments.refundStatus })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  if (payment && payment.refundStatus !== 'refunded') {
    const done = await doneCents(tx, eq(refunds.paymentId, refund.paymentId));
    if (done >= toCents(payment.amount)) {
      await tx
        .update(payments)
        .set({ refundStatus: 'refunded', refundedAt: new Date(), refundedBy: refund.requestedBy })
        .where(eq(payments.id, refund.paymentId));
    }
  }
  if (refund.source === 'booking') await bookingRefundedIfDone(tx, refund.orderId);
  if (refund.creditsReceipt) await creditRefund(tx, refund);
}

async function doneCents(tx: Tx, where: ReturnType<typeof eq>): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(where, inArray(refunds.status, [...DONE])));
  return toCents(row?.sum ?? '0');
}

/** The booking's refund due is paid once no part of it is still open and its parts cover it. */
async function bookingRefundedIfDone(tx: Tx, orderId: number): Promise<void> {
  const parts = await tx
    .select({ status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.source, 'booking')));
  const open = parts.some(
    (p) => p.status === 'requested' || p.status === 'sending' || p.status === 'pending',
  );
  if (open || parts.length === 0) return;
  const left = await bookingShares(tx, orderId);
  if (left.some((share) => share.cents > 0n)) return;
  await tx
    .update(tourBookings)
    .set({ refundedAt: new Date() })
    .where(and(eq(tourBookings.orderId, orderId), isNull(tourBookings.refundedAt)));
}

/**
 * The credit note of a refund of a sale (docs/receipts.md, "Credit notes"): the payment's receipt
 * is credited with the refunded share of what the payment brought in, in the receipt's money.
 */
async function creditRefund(tx: Tx, refund: RefundRow): Promise<void> {
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, refund.paymentId), isNull(receipts.creditsReceiptId)))
    .orderBy(asc(receipts.id))
    .limit(1);
  const [payment] = await tx
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  if (!receipt || !payment) return;
  const paid = toCents(payment.amount);
  const receiptPaid = toCents(receipt.originalAmount ?? receipt.total);
  // The receipt may be in the money the payment was asked in: the refund's share of it.
  const share = paid === 0n ? 0n : (toCents(refund.amount) * receiptPaid + paid / 2n) / paid;
  if (share <= 0n) return;
  await creditReceipt(tx, receipt, share, `refund:${refund.id}`);
}
