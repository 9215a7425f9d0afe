import type { PaymentOutcome } from '@shop/contract/payments';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, paymentSessions, payments } from '#server/db/schema.ts';
import {
  type ClosedPayments,
  closeOpenPayments,
  NO_CLOSED_PAYMENTS,
} from '#server/modules/orders/close-payments.ts';
import { issueCreditReceipt } from '#server/modules/orders/order-credit.ts';
import { recordOrderEvent } from '#server/modules/orders/order-events.ts';
import { appendNote, reclaimOrderHold } from '#server/modules/orders/tour-capacity.ts';
import { issueReceipt } from '#server/modules/receipts/issue-receipt.ts';
import { applyBookingPayment, undoBookingPayment } from '#server/modules/tour-bookings/booking-payments.ts';
import type { ReportedPayment } from './provider';
import { toMinorUnits } from './stripe-provider';

export const LATE_PAYMENT_NOTE = 'Payment received after this order was cancelled: a refund is due.';
export const PAID_ANOTHER_WAY_REASON =
  'The order was paid by another payment, so this request was withdrawn.';

export const DEPOSIT_NOTE = 'Deposit received; the balance is due before departure.';
export const BALANCE_NOTE = 'Balance received; the booking is paid in full.';

class SeatsGone extends Error {}

export type PaidSession = { id: number; orderId: number; provider: string; amount: string; currency: string };

/**
 * Records a payment the provider confirmed, once per session however many confirms and webhooks
 * arrive (the payments row is unique per session). Only a payment of exactly the session's amount
 * and currency on an unpaid order pays it: a pending order becomes confirmed, and the order's
 * other open sessions and mobile-money pushes are closed so the customer cannot pay twice. Money that lands anyway (on a
 * paid order, a mismatched amount, or a cancelled order that cannot take its seats back) is kept
 * with a refund due.
 */
export async function recordPayment(
  db: Db,
  session: PaidSession,
  reported: ReportedPayment,
): Promise<ClosedPayments> {
  return db.transaction(async (tx) => {
    // Order row before session rows, the same lock order as a customer's cancel, so the two never deadlock.
    const [order] = await tx
      .select({ paymentStatus: orders.paymentStatus, status: orders.status })
      .from(orders)
      .where(eq(orders.id, session.orderId))
      .for('update');
    if (!order) return NO_CLOSED_PAYMENTS;
    const [before] = await tx
      .select({ status: paymentSessions.status, purpose: paymentSessions.purpose })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.id));
    // A session its order's cancel closed (a customer's or an admin's) pays nothing: a push the
    // aggregator could not withdraw, approved late, is money owed back (docs/payments.md). Only a
    // hold that ran out leaves its sessions open, so its order may still take the payment.
    const withdrawn = before?.status === 'cancelled' && order.status === 'cancelled';
    await tx
      .update(paymentSessions)
      .set({ status: 'completed', completedAt: sql`coalesce(${paymentSessions.completedAt}, now())` })
      .where(and(eq(paymentSessions.id, session.id), ne(paymentSessions.status, 'completed')));

    const matches = sameMoney(session, reported);
    // docs/tours-pricing.md: a booking with terms takes its deposit once and its balance once.
    const part =
      matches && !withdrawn && order.paymentStatus !== 'paid'
        ? await applyBookingPayment(tx, session.orderId, before?.purpose ?? 'full')
        : null;
    const outcome: PaymentOutcome = !matches
      ? 'mismatch'
      : withdrawn
        ? 'order_cancelled'
        : order.paymentStatus === 'paid' || part === 'duplicate'
          ? 'duplicate'
          : 'applied';
    const [recorded] = await tx
      .insert(payments)
      .values({
        orderId: session.orderId,
        sessionId: session.id,
        provider: session.provider,
        // A provider that did not say is recorded as owing the session's figures, flagged for a person to check.
        amount: matches || !reported.amount || !isAmount(reported.amount) ? session.amount : reported.amount,
        currency: (reported.currency ?? session.currency).slice(0, 3),
        outcome,
        refundStatus: outcome === 'applied' ? 'none' : 'due',
      })
      .onConflictDoNothing({ target: payments.sessionId })
      .returning({ id: payments.id });
    if (recorded && outcome === 'order_cancelled') {
      await tx
        .update(orders)
        .set({ notes: appendNote(LATE_PAYMENT_NOTE) })
        .where(eq(orders.id, session.orderId));
    }
    if (!recorded || outcome !== 'applied') return NO_CLOSED_PAYMENTS;

    // A deposit confirms the booking and keeps its seats; the order is paid with its balance.
    const depositOnly = part === 'deposit';
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: depositOnly ? orders.paymentStatus : 'paid',
        paidAt: depositOnly ? orders.paidAt : new Date(),
        holdExpiresAt: null,
        status: sql`case when ${orders.status} = 'pending' then 'confirmed' else ${orders.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, session.orderId))
      .returning({
        id: orders.id,
        status: orders.status,
        seatsReleased: orders.seatsReleased,
      });
    const balance = before?.purpose === 'balance';
    if (paid) {
      const note = depositOnly ? DEPOSIT_NOTE : balance ? BALANCE_NOTE : '';
      await recordOrderEvent(tx, paid.id, { type: 'paid', note, balance });
    }
    const owedBack = paid?.status === 'cancelled' && !(await revive(tx, paid));
    if (owedBack) {
      await tx
        .update(orders)
        .set({ notes: appendNote(LATE_PAYMENT_NOTE) })
        .where(eq(orders.id, session.orderId));
      await tx
        .update(payments)
        .set({ outcome: 'order_cancelled', refundStatus: 'due' })
        .where(eq(payments.id, recorded.id));
      // The money is owed back, so the booking counts it as not paid.
      if (part) await undoBookingPayment(tx, session.orderId);
    }
    const closed = await closeOpenPayments(tx, session.orderId, 'expired', PAID_ANOTHER_WAY_REASON);
    // docs/receipts.md, "Numbering": last, so the receipt counter's row is locked only until the commit.
    if (!owedBack) {
      await issueReceipt(tx, {
        kind: 'payment',
        orderId: session.orderId,
        paymentId: recorded.id,
        sessionId: session.id,
        provider: session.provider,
        amount: session.amount,
        currency: session.currency,
      });
      // docs/store-credit.md, "Receipts": the part its store credit paid, now the order is paid.
      if (!depositOnly) await issueCreditReceipt(tx, session.orderId);
    }
    return closed;
  });
}

function isAmount(value: string): boolean {
  return /^\d{1,12}\.\d{2}$/.test(value);
}

function sameMoney(session: PaidSession, reported: ReportedPayment): boolean {
  return (
    reported.amount !== null &&
    reported.currency !== null &&
    isAmount(reported.amount) &&
    reported.currency.toUpperCase() === session.currency &&
    toMinorUnits(reported.amount) === toMinorUnits(session.amount)
  );
}

/**
 * An order cancelled only because its hold ran out takes its seats or units again, when they
 * are still there.
 */
async function revive(tx: Tx, order: { id: number; seatsReleased: boolean }): Promise<boolean> {
  if (!order.seatsReleased) return false;
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(orders)
        .set({ seatsReleased: false, status: 'confirmed' })
        .where(and(eq(orders.id, order.id), eq(orders.seatsReleased, true)));
      if (!(await reclaimOrderHold(sp, order.id)).ok) throw new SeatsGone();
    });
    return true;
  } catch (err) {
    if (err instanceof SeatsGone) return false;
    throw err;
  }
}
