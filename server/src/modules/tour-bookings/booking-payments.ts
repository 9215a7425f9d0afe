import { ERROR_CODES } from '@shop/contract/errors';
import type { PaymentPurpose } from '@shop/contract/tour-terms';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { tourBookings } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

export type BookingDue = { amount: string; purpose: PaymentPurpose; label: string };

/**
 * docs/tours-pricing.md: what a booking with terms asks of its next payment: the deposit (or
 * everything, when it pays in full) before any payment, then the balance. Null for an order
 * without terms (a laptop order, a booking from before them), which pays its total as before.
 * Refuses when nothing is due or the booking was cancelled.
 */
export async function bookingDue(db: Db | Tx, orderId: number, title: string): Promise<BookingDue | null> {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.orderId, orderId));
  if (!row) return null;
  const conflict = ERROR_CODES.conflict;
  if (row.cancelledAt) throw AppError.refused(409, conflict, 'orderCancelled', {});
  if (row.amountPaid === '0.00') {
    const full = row.deposit === row.total;
    return {
      amount: row.deposit,
      purpose: full ? 'full' : 'deposit',
      label: full ? title : `Deposit: ${title}`,
    };
  }
  if (row.amountPaid === row.deposit && row.balance !== '0.00') {
    return { amount: row.balance, purpose: 'balance', label: `Balance: ${title}` };
  }
  throw AppError.refused(409, conflict, 'orderPaid', {});
}

/**
 * Applies a confirmed payment of `purpose` to its booking, in the payment's transaction (which
 * holds the order row): the deposit (or everything) only while nothing was paid, the balance only
 * after the deposit and only once. Anything else is a second payment, kept with a refund due
 * (docs/payments.md). Null: the order has no terms.
 */
export async function applyBookingPayment(
  tx: Tx,
  orderId: number,
  purpose: PaymentPurpose,
): Promise<null | 'duplicate' | 'deposit' | 'settled'> {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.orderId, orderId)).for('update');
  if (!row) return null;
  if (row.cancelledAt) return 'duplicate';
  let paid: string;
  if ((purpose === 'deposit' || purpose === 'full') && row.amountPaid === '0.00') paid = row.deposit;
  else if (purpose === 'balance' && row.amountPaid === row.deposit && row.balance !== '0.00')
    paid = row.total;
  else return 'duplicate';
  await tx.update(tourBookings).set({ amountPaid: paid }).where(eq(tourBookings.orderId, orderId));
  return paid === row.total ? 'settled' : 'deposit';
}

/**
 * A first payment that landed on a booking whose hold had run out and whose seats were gone is
 * kept with a refund due (docs/payments.md): the booking counts nothing paid again.
 */
export async function undoBookingPayment(tx: Tx, orderId: number): Promise<void> {
  await tx.update(tourBookings).set({ amountPaid: '0' }).where(eq(tourBookings.orderId, orderId));
}
