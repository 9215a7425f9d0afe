import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { TRAVELLER_DETAILS_RETENTION_DAYS } from '@shop/contract/retention';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, tourBookings, tourBookingTravellers, users } from '#server/db/schema.ts';
import { applyRetention } from '#server/modules/privacy/retention-pass.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';
import { postDemoForm } from '#server/test/checkout-steps.ts';
import { addDays } from './pricing';
import { runTourBookingReminders } from './reminders';

let t: TestApp;
let admin: { access: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;
const LINK_BASE = 'https://igsum.example';

/** The first instant of a day in Dar es Salaam (midnight, UTC+3). */
const midnightOf = (day: string) => new Date(`${day}T00:00:00+03:00`);

const TERMS = tourTerms({
  deposit: {
    rule: 'per_booking',
    percent: null,
    per_traveller_usd: null,
    per_traveller_tzs: null,
    per_booking_usd: '300.00',
    per_booking_tzs: null,
  },
  details_due_days: 30,
});

/** A booking for two adults with its deposit paid by mobile money through the demo provider. */
async function depositPaidBooking(locale: 'en' | 'sw') {
  const customer = await t.register();
  await db().update(users).set({ locale }).where(eq(users.id, customer.user.id));
  const date = dateFromToday(150);
  const tour = await makeTour(db(), { title: 'Ngorongoro Crater', price: '999.00', dates: [date] });
  await t.as(admin.access, { method: 'PUT', url: `/api/admin/tours/${tour.id}/terms/`, payload: TERMS });
  const booked = await t.as(customer.access, {
    method: 'POST',
    url: '/api/tour-bookings/',
    payload: {
      tour: tour.id,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
    },
  });
  const { order } = booked.json() as { order: Order };
  const push = await t.as(customer.access, {
    method: 'POST',
    url: '/api/payments/mobile-money/',
    payload: { order_id: order.id, phone: mobileNumber() },
  });
  const attempt = push.json() as MobileMoneyAttempt;
  await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
  const [row] = await db().select().from(tourBookings).where(eq(tourBookings.orderId, order.id));
  expect(row).toMatchObject({ amountPaid: '300.00', balance: '1700.00' });
  return { order, row: row! };
}

const messagesOf = async (orderId: number) =>
  (
    await db()
      .select({
        key: outboxMessages.key,
        channel: outboxMessages.channel,
        subject: outboxMessages.subject,
        text: outboxMessages.bodyText,
      })
      .from(outboxMessages)
      .where(like(outboxMessages.key, `tour-booking:${orderId}:%`))
  ).sort((a, b) => a.key.localeCompare(b.key));

describe('balance and details reminders', () => {
  it('say the balance is due soon, on the day and overdue, once each, by e-mail and SMS at Dar es Salaam midnight', async () => {
    const { order, row } = await depositPaidBooking('en');
    const due = row.balanceDueOn!;
    const soon = addDays(due, -7);
    // The evening before "soon" in Dar es Salaam (20:59 UTC) is still a day too early.
    await runTourBookingReminders(db(), LINK_BASE, new Date(midnightOf(soon).getTime() - 60_000));
    expect(await messagesOf(order.id)).toEqual([]);

    await runTourBookingReminders(db(), LINK_BASE, midnightOf(soon));
    const first = await messagesOf(order.id);
    expect(first.map((m) => [m.key, m.channel])).toEqual([
      [`tour-booking:${order.id}:balance-soon:${due}:customer`, 'email'],
      [`tour-booking:${order.id}:balance-soon:${due}:customer-sms`, 'sms'],
    ]);
    expect(first[0]?.subject).toMatch(new RegExp(`^Balance for booking ${order.order_id} due on \\S`));
    expect(first[0]?.text).toContain('US$1,700.00');
    expect(first[0]?.text).toContain(`${LINK_BASE}/dashboard/bookings/${order.id}`);
    expect(first[1]?.text).toContain(`${LINK_BASE}/dashboard/bookings/${order.id}`);

    // The same day again queues nothing more.
    expect((await runTourBookingReminders(db(), LINK_BASE, midnightOf(soon))).queued).toBe(0);
    await runTourBookingReminders(db(), LINK_BASE, midnightOf(due));
    await runTourBookingReminders(db(), LINK_BASE, midnightOf(addDays(due, 1)));
    expect((await messagesOf(order.id)).map((m) => m.key.split(':')[2])).toEqual([
      'balance-due',
      'balance-due',
      'balance-overdue',
      'balance-overdue',
      'balance-soon',
      'balance-soon',
    ]);
  });

  it("speak the customer's language and ask for travellers' details before their due day", async () => {
    const { order, row } = await depositPaidBooking('sw');
    await runTourBookingReminders(db(), undefined, midnightOf(addDays(row.detailsDueOn, -7)));
    const sent = await messagesOf(order.id);
    const details = sent.filter((m) => m.key.includes('details-missing'));
    expect(details.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(details[0]?.subject).toBe(`Taarifa za wasafiri zinahitajika kwa uhifadhi ${order.order_id}`);
    expect(details[0]?.text).toContain('wasafiri 2');
    // Without PUBLIC_URL no link is made up.
    expect(details[0]?.text).not.toContain('/dashboard/bookings/');
    // With it, the link opens the booking's page in Swahili, the language of the message.
    await runTourBookingReminders(db(), LINK_BASE, midnightOf(addDays(row.balanceDueOn!, -7)));
    const soon = (await messagesOf(order.id)).filter((m) => m.key.includes('balance-soon'));
    expect(soon.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const message of soon)
      expect(message.text).toContain(`${LINK_BASE}/sw/dashboard/bookings/${order.id}`);
  });

  it("leave travellers' details to the retention pass, which erases them 30 days after departure", async () => {
    const { order, row } = await depositPaidBooking('en');
    expect(row.detailsDeleteOn).toBe(addDays(row.departureOn, TRAVELLER_DETAILS_RETENTION_DAYS));
    await db()
      .update(tourBookingTravellers)
      .set({ fullName: 'Neema Mushi', nationality: 'TZ', idNumber: 'AB123', dateOfBirth: '1990-01-01' })
      .where(eq(tourBookingTravellers.orderId, order.id));
    const details = async () =>
      (
        await db().select().from(tourBookingTravellers).where(eq(tourBookingTravellers.orderId, order.id))
      ).map((k) => [k.fullName, k.nationality, k.idNumber, k.dateOfBirth, k.travellerType]);
    const dayBefore = midnightOf(addDays(row.detailsDeleteOn, -1));
    await runTourBookingReminders(db(), LINK_BASE, dayBefore);
    await applyRetention(db(), dayBefore);
    expect((await details())[0]).toEqual(['Neema Mushi', 'TZ', 'AB123', '1990-01-01', 'adult']);
    await runTourBookingReminders(db(), LINK_BASE, midnightOf(row.detailsDeleteOn));
    expect((await details())[0]?.[0]).toBe('Neema Mushi');
    await applyRetention(db(), midnightOf(row.detailsDeleteOn));
    expect(await details()).toEqual([
      [null, null, null, null, 'adult'],
      [null, null, null, null, 'adult'],
    ]);
  });
});
