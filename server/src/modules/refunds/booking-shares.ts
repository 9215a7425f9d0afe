import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { mobileMoneyAttempts, payments, refunds, tourBookings } from '#server/db/schema.ts';
import { fromCents, toCents } from '#server/modules/receipts/receipt-lines.ts';

/** What one payment of a booking still owes back of its refund due, in the payment's money. */
export type BookingShare = { paymentId: number; currency: string; cents: bigint };

/**
 * docs/refunds.md, "Tour bookings": a cancelled booking's refund due (in the booking's currency)
 * is paid back off its payments, the newest first, each at most what it brought in; a payment
 * made in shillings for a dollar booking (mobile money) gives back its part at the rate its
 * attempt recorded. What each payment still owes: its share less its booking refunds not failed.
 */
export async function bookingShares(tx: Tx, orderId: number): Promise<BookingShare[]> {
  const [booking] = await tx
    .select({ refundDue: tourBookings.refundDue, currency: tourBookings.currency })
    .from(tourBookings)
    .where(eq(tourBookings.orderId, orderId));
  if (!booking?.refundDue) return [];
  const paid = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      rate: mobileMoneyAttempts.rate,
    })
    .from(payments)
    .leftJoin(mobileMoneyAttempts, eq(mobileMoneyAttempts.sessionId, payments.sessionId))
    .where(and(eq(payments.orderId, orderId), eq(payments.outcome, 'applied')))
    .orderBy(desc(payments.id));
  const covered = await coveredByPayment(
    tx,
    paid.map((p) => p.id),
  );
  let left = toCents(booking.refundDue);
  const shares: BookingShare[] = [];
  for (const payment of paid) {
    const amount = toCents(payment.amount);
    const converted = payment.currency !== booking.currency && payment.rate !== null;
    const rate = converted ? toCents(payment.rate!) : 100n;
    // What the payment brought in, in the booking's money.
    const value = converted ? (amount * 100n) / rate : amount;
    const part = left < value ? left : value;
    left -= part;
    const owed = part === value ? amount : min((part * rate + 50n) / 100n, amount);
    shares.push({
      paymentId: payment.id,
      currency: payment.currency,
      cents: max(owed - (covered.get(payment.id) ?? 0n), 0n),
    });
  }
  return shares;
}

/** The booking refunds not failed of each payment, in cents. */
async function coveredByPayment(tx: Tx, paymentIds: number[]): Promise<Map<number, bigint>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await tx
    .select({ paymentId: refunds.paymentId, sum: sql<string>`sum(${refunds.amount})::text` })
    .from(refunds)
    .where(
      and(
        inArray(refunds.paymentId, paymentIds),
        eq(refunds.source, 'booking'),
        sql`${refunds.status} <> 'failed'`,
      ),
    )
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, toCents(r.sum)]));
}

export const shareAmount = (share: BookingShare) => fromCents(share.cents);

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
