import type { Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import type { Order, OrderStatus } from '@shop/contract/orders';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { payments, tourBookingLines, tourBookings } from '#server/db/schema.ts';
import { textsIn } from './message-texts';
import { type QueuedMessage, queueMessage, RECEIPT_LINK_MARK, SHOP_URL_MARK } from './outbox';
import { adminRecipients, localeOfUser, smsNumberOf } from './recipients';
import type { Email } from './templates/layout';
import {
  adminNewOrderEmail,
  type BookingTermsFacts,
  balancePaidEmail,
  bookingConfirmedEmail,
  customerCaresAbout,
  orderPaidEmail,
  orderPlacedEmail,
  statusChangedEmail,
} from './templates/order-emails';
import { balancePaidSms, bookingConfirmedSms, orderPaidSms, outForDeliverySms } from './templates/order-sms';

export type OrderMessageEvent =
  | { type: 'placed' | 'paid' | 'balance_paid' }
  | { type: 'status'; status: OrderStatus; note: string; eventId: number };

/**
 * docs/messages.md: the messages one step of an order's timeline causes, queued in the transaction
 * that records the step. Keyed by the step, so a step is told once. The orders module passes the
 * order as it now reads (orders/order-events.ts), so messages never reads orders itself.
 */
export async function queueOrderMessages(tx: Db | Tx, order: Order, event: OrderMessageEvent): Promise<void> {
  const orderId = order.id;
  // An order is placed and paid once (a second payment is a refund due); a status may come back.
  const key = `order:${orderId}:${event.type === 'status' ? `event:${event.eventId}` : event.type}`;
  const customerLocale = await localeOfUser(tx, order.user.id);
  // A payment's messages carry its receipt (docs/receipts.md): the link's place is marked now and
  // filled when sent, as the receipt is numbered after this, in the same transaction.
  const receipt =
    event.type === 'paid' || event.type === 'balance_paid'
      ? await paymentReceipt(tx, order, customerLocale)
      : undefined;
  const withReceipt: Pick<QueuedMessage, 'receipt'> = receipt ? { receipt } : {};
  const link = receipt ? RECEIPT_LINK_MARK : undefined;
  // docs/vouchers-and-check-in.md: a paid booking with terms has a voucher; its page is the customer's.
  const voucherLink = (terms: BookingTermsFacts | undefined) =>
    terms ? `${SHOP_URL_MARK}${pathInLocale(`/vouchers/${orderId}`, customerLocale)}` : undefined;
  const toCustomer = (kind: string, mail: Email) =>
    queueMessage(tx, {
      channel: 'email',
      key: `${key}:customer`,
      kind,
      to: order.user.email,
      ...mail,
      ...withReceipt,
    });
  const textCustomer = async (kind: string, text: string) => {
    const number = phoneOf(order);
    if (number)
      await queueMessage(tx, {
        channel: 'sms',
        key: `${key}:customer-sms`,
        kind,
        to: number,
        text,
        ...withReceipt,
      });
  };
  const toAdmins = async (kind: string, mail: Email) => {
    for (const admin of await adminRecipients(tx)) {
      await queueMessage(tx, {
        channel: 'email',
        key: `${key}:admin:${admin.id}`,
        kind,
        to: admin.email,
        ...mail,
      });
    }
  };
  const booking = order.kind === 'tour_booking';
  // The customer reads their messages in the language they last used the shop in (docs/i18n.md);
  // the admins in English, the language of the admin dashboard.
  const customer = textsIn(customerLocale);
  const admin = textsIn('en');

  if (event.type === 'placed') {
    // An unpaid booking is only a hold on seats; it is told once paid.
    if (booking) return;
    await toCustomer('order_placed', orderPlacedEmail(customer, order));
    await toAdmins('admin_new_order', adminNewOrderEmail(admin, order));
  } else if (event.type === 'paid') {
    if (booking) {
      const terms = await bookingTerms(tx, orderId);
      await toCustomer(
        'booking_confirmed',
        bookingConfirmedEmail(customer, order, terms, link, voucherLink(terms)),
      );
      await textCustomer('booking_confirmed', bookingConfirmedSms(customer, order, link, voucherLink(terms)));
      await toAdmins('admin_new_booking', adminNewOrderEmail(admin, order));
    } else {
      await toCustomer('order_paid', orderPaidEmail(customer, order, link));
      await textCustomer('order_paid', orderPaidSms(customer, order, link));
    }
  } else if (event.type === 'balance_paid') {
    const terms = await bookingTerms(tx, orderId);
    await toCustomer(
      'booking_balance_paid',
      balancePaidEmail(customer, order, terms, link, voucherLink(terms)),
    );
    await textCustomer('booking_balance_paid', balancePaidSms(customer, order, link));
  } else if (event.type === 'status' && customerCaresAbout(order, event.status)) {
    await toCustomer(`order_${event.status}`, statusChangedEmail(customer, order, event.status, event.note));
    if (event.status === 'shipped')
      await textCustomer('order_shipped', outForDeliverySms(customer, order, event.note));
  }
}

/**
 * docs/receipts.md: the receipt of the payment a "paid" step tells of, the order's newest applied
 * payment (recorded just before the step, in its transaction), as issue-receipt.ts names it.
 */
async function paymentReceipt(
  tx: Db | Tx,
  order: Order,
  locale: Locale,
): Promise<{ source: string; locale: Locale } | undefined> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.outcome, 'applied')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (payment) return { source: `payment:${payment.id}`, locale };
  // docs/store-credit.md: an order its store credit paid in full has that credit's receipt.
  return Number(order.store_credit_amount ?? 0) > 0
    ? { source: `store-credit:${order.id}`, locale }
    : undefined;
}

/** Where an order's texts go: the delivery phone, else the customer's profile phone. */
export function phoneOf(order: Order): string | null {
  const { profile } = order.user;
  return (
    (order.delivery && smsNumberOf(order.delivery.phone)) || smsNumberOf(profile.phone, profile.country_code)
  );
}

/**
 * docs/tours-pricing.md: a booking's terms for its confirmation, read from its snapshot; none for
 * a booking from before them.
 */
async function bookingTerms(tx: Db | Tx, orderId: number): Promise<BookingTermsFacts | undefined> {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.orderId, orderId));
  if (!row) return undefined;
  const lines = await tx
    .select({
      kind: tourBookingLines.kind,
      travellerType: tourBookingLines.travellerType,
      residency: tourBookingLines.residency,
      parkName: tourBookingLines.parkName,
      quantity: tourBookingLines.quantity,
      amount: tourBookingLines.amount,
    })
    .from(tourBookingLines)
    .where(eq(tourBookingLines.orderId, orderId))
    .orderBy(asc(tourBookingLines.position));
  return {
    lines,
    total: row.total,
    paid: row.amountPaid,
    balance: row.balance,
    balanceDueOn: row.balanceDueOn,
    tiers: row.cancellationTiers,
  };
}
