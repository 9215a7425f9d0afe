import { pathInLocale } from '@shop/contract/locale-path';
import { BALANCE_REMINDER_DAYS_BEFORE, DETAILS_REMINDER_DAYS_BEFORE } from '@shop/contract/tour-terms';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  orderItems,
  orders,
  profiles,
  tourBookings,
  tourBookingTravellers,
  users,
} from '#server/db/schema.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { localeOfUser, smsNumberOf } from '#server/modules/messages/recipients.ts';
import {
  type BalanceReminder,
  type BookingReminderFacts,
  balanceReminderEmail,
  balanceReminderSms,
  detailsReminderEmail,
  detailsReminderSms,
} from '#server/modules/messages/templates/tour-booking-reminders.ts';
import { addDays } from './pricing';
import { shopToday } from './shop-calendar';

/** Where a reminder's link takes the customer: their booking, to pay the balance or enter details. */
export const bookingLinkPath = (orderId: number) => `/dashboard/bookings/${orderId}`;

/** Which balance reminder a booking is due on `today`, if any. */
export function balanceReminderOn(dueOn: string, today: string): BalanceReminder | null {
  if (today > dueOn) return 'overdue';
  if (today === dueOn) return 'due';
  if (today >= addDays(dueOn, -BALANCE_REMINDER_DAYS_BEFORE)) return 'soon';
  return null;
}

/**
 * docs/tours-pricing.md: one pass of the bookings' reminders, through the outbox by e-mail and SMS
 * in the customer's language: the balance due soon, on the day and overdue (once each: the
 * outbox's key names the booking and the reminder), and travellers' details missing from
 * DETAILS_REMINDER_DAYS_BEFORE before their due day. (Travellers' details past their retention
 * are erased by the retention pass, docs/retention.md.) `linkBase`: PUBLIC_URL (docs/messages.md, "Links in messages"); none, no link.
 */
export async function runTourBookingReminders(
  db: Db,
  linkBase: string | undefined,
  now = new Date(),
): Promise<{ queued: number }> {
  const today = shopToday(now);
  const live = and(
    isNull(tourBookings.cancelledAt),
    ne(orders.status, 'cancelled'),
    // Confirmed by a payment; an unpaid booking is only a hold on seats (docs/messages.md).
    gt(tourBookings.amountPaid, '0'),
    sql`${tourBookings.departureOn} >= ${today}`,
  );
  const candidates = await db
    .select({
      id: tourBookings.orderId,
      reference: orders.orderId,
      userId: orders.userId,
      email: users.email,
      phone: profiles.phone,
      countryCode: profiles.countryCode,
      tour: orderItems.itemName,
      date: tourBookings.departureOn,
      currency: tourBookings.currency,
      total: tourBookings.total,
      paid: tourBookings.amountPaid,
      balance: tourBookings.balance,
      balanceDueOn: tourBookings.balanceDueOn,
      detailsDueOn: tourBookings.detailsDueOn,
      missing:
        sql<number>`(select count(*) from ${tourBookingTravellers} where ${tourBookingTravellers.orderId} = ${tourBookings.orderId} and ${tourBookingTravellers.fullName} is null)`.mapWith(
          Number,
        ),
    })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        live,
        sql`((${tourBookings.amountPaid} < ${tourBookings.total} and ${tourBookings.balanceDueOn} <= ${addDays(today, BALANCE_REMINDER_DAYS_BEFORE)})
          or ${tourBookings.detailsDueOn} <= ${addDays(today, DETAILS_REMINDER_DAYS_BEFORE)})`,
      ),
    );

  let queued = 0;
  for (const b of candidates) {
    const locale = await localeOfUser(db, b.userId);
    const tx = textsIn(locale);
    const facts: BookingReminderFacts = {
      order: b.reference,
      tour: (b.tour ?? '').slice(0, 40),
      date: b.date,
      currency: b.currency as BookingReminderFacts['currency'],
      balance: b.balance,
      balanceDueOn: b.balanceDueOn,
      detailsDueOn: b.detailsDueOn,
      detailsMissing: b.missing,
      // The page in the language the message is written in.
      link: linkBase ? `${linkBase}${pathInLocale(bookingLinkPath(b.id), locale)}` : null,
    };
    const sms = smsNumberOf(b.phone ?? '', b.countryCode ?? '+255');
    const send = async (
      key: string,
      kind: string,
      mail: ReturnType<typeof detailsReminderEmail>,
      text: string,
    ) => {
      if (await queueMessage(db, { channel: 'email', key: `${key}:customer`, kind, to: b.email, ...mail }))
        queued++;
      if (
        sms &&
        (await queueMessage(db, { channel: 'sms', key: `${key}:customer-sms`, kind, to: sms, text }))
      ) {
        queued++;
      }
    };
    const balanceOpen = b.paid !== b.total && b.balanceDueOn !== null;
    const reminder = balanceOpen ? balanceReminderOn(b.balanceDueOn!, today) : null;
    if (reminder) {
      await send(
        // The due day in the key: a balance the admin extended is reminded of again.
        `tour-booking:${b.id}:balance-${reminder}:${b.balanceDueOn}`,
        `tour_balance_${reminder}`,
        balanceReminderEmail(tx, reminder, facts),
        balanceReminderSms(tx, reminder, facts),
      );
    }
    if (b.missing > 0 && today >= addDays(b.detailsDueOn, -DETAILS_REMINDER_DAYS_BEFORE)) {
      await send(
        `tour-booking:${b.id}:details-missing`,
        'tour_details_missing',
        detailsReminderEmail(tx, facts),
        detailsReminderSms(tx, facts),
      );
    }
  }
  return { queued };
}
