import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { refusalMessage } from '@shop/contract/refusals';
import type { CancelQuote, TourBooking, TourQuote, TourTerms } from '@shop/contract/tour-terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  outboxMessages,
  paymentSessions,
  tourBookings,
  tourDepartures,
  users,
} from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour, mobileNumber, tourTerms } from '#server/test/builders.ts';
import { confirmCheckout, demoPagePath, paymentsOf, postDemoForm } from '#server/test/checkout-steps.ts';

let t: TestApp;
let admin: { access: string };
let serengeti: number;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://localhost:8000' });
  admin = await t.admin();
  const park = await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/parks/',
    payload: { name: 'Serengeti' },
  });
  expect(park.statusCode).toBe(201);
  serengeti = park.json().id;
  for (const [type, usd] of [
    ['adult', '70.00'],
    ['child', '20.00'],
  ] as const) {
    const fee = await t.as(admin.access, {
      method: 'POST',
      url: '/api/admin/park-fees/',
      payload: {
        park: serengeti,
        traveller_type: type,
        residency: 'non_resident',
        amount_usd: usd,
        amount_tzs: null,
        vat_applies: true,
        valid_from: '2026-07-01',
      },
    });
    expect(fee.statusCode).toBe(201);
  }
  await t.as(admin.access, {
    method: 'POST',
    url: '/api/admin/park-fees/',
    payload: {
      park: serengeti,
      traveller_type: 'adult',
      residency: 'citizen',
      amount_usd: '4.00',
      amount_tzs: '10000.00',
      vat_applies: true,
      valid_from: '2026-07-01',
    },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;

const TERMS = tourTerms({
  prices: [
    { traveller_type: 'adult', residency: 'non_resident', amount_usd: '1000.00', amount_tzs: null },
    { traveller_type: 'child', residency: 'non_resident', amount_usd: '500.00', amount_tzs: null },
    { traveller_type: 'adult', residency: 'citizen', amount_usd: '200.00', amount_tzs: '500000.00' },
  ],
  cancellation_tiers: [
    { days_before: 60, fee_percent: '30' },
    { days_before: 30, fee_percent: '50' },
    { days_before: 7, fee_percent: '100' },
  ],
});

async function tourWithTerms(days: number, terms: Partial<TourTerms> = {}) {
  const date = dateFromToday(days);
  const tour = await makeTour(db(), {
    title: `Serengeti ${days}`,
    price: '999.00',
    maxParticipants: 8,
    dates: [date],
  });
  const saved = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/admin/tours/${tour.id}/terms/`,
    payload: { ...TERMS, parks: [{ park: serengeti, days: 2 }], ...terms },
  });
  expect(saved.statusCode).toBe(200);
  return { tour: tour.id, date };
}

const family = [
  { traveller_type: 'adult', residency: 'non_resident', count: 2 },
  { traveller_type: 'child', residency: 'non_resident', count: 1 },
];

const quote = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/tour-bookings/quote/', payload });
const book = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/tour-bookings/', payload });
const bookingOf = async (token: string, id: number) =>
  (await t.as(token, { method: 'GET', url: `/api/tour-bookings/${id}/` })).json() as TourBooking;
const bookingRefundsDue = async () =>
  (await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json().attention
    .booking_refunds_due as number;
const seatsTaken = async (tour: number, date: string) =>
  (await db().select().from(tourDepartures).where(eq(tourDepartures.tourId, tour))).find(
    (d) => d.date === date,
  )?.seatsTaken ?? 0;

async function payByMobileMoney(token: string, orderId: number) {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/payments/mobile-money/',
    payload: { order_id: orderId, phone: mobileNumber() },
  });
  expect(res.statusCode).toBe(201);
  const attempt = res.json() as MobileMoneyAttempt;
  await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
  return attempt;
}

async function payByCard(token: string, orderId: number) {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/payments/checkout/',
    payload: { order_id: orderId },
  });
  expect(res.statusCode).toBe(201);
  const session = res.json() as CheckoutSession;
  const page = (await t.app.inject({ method: 'GET', url: demoPagePath(session) })).body;
  await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
  await confirmCheckout(t, token, session.session_id);
  return { session, page };
}

describe("the admin's terms", () => {
  it('refuses a price listed twice and a park that does not exist, and keeps the terms as they were', async () => {
    const { tour } = await tourWithTerms(120);
    const put = (terms: Partial<TourTerms>) =>
      t.as(admin.access, {
        method: 'PUT',
        url: `/api/admin/tours/${tour}/terms/`,
        payload: { ...TERMS, ...terms },
      });
    const twice = await put({ prices: [TERMS.prices[0]!, { ...TERMS.prices[0]!, amount_usd: '1.00' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(refusalMessage('termsDuplicate', {}));
    expect((await put({ parks: [{ park: 999_999, days: 1 }] })).statusCode).toBe(400);
    const kept = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/tours/${tour}/terms/` })
    ).json() as TourTerms;
    expect(kept.prices).toEqual(TERMS.prices);
    expect(kept.parks).toEqual([{ park: serengeti, name: 'Serengeti', days: 2 }]);
  });
});

describe('quote and book with terms', () => {
  it('quotes two adults and a child (non-resident) with park fees and VAT, and changes nothing', async () => {
    const { tour, date } = await tourWithTerms(120);
    const res = await quote({ tour, tour_date: date, travellers: family });
    expect(res.statusCode).toBe(200);
    const q = res.json() as TourQuote;
    expect(q.lines.map((l) => [l.kind, l.quantity, l.unit_amount, l.amount])).toEqual([
      ['traveller', 2, '1000.00', '2000.00'],
      ['traveller', 1, '500.00', '500.00'],
      ['park_fee', 4, '70.00', '280.00'],
      ['park_fee', 2, '20.00', '40.00'],
      ['vat', 1, '57.60', '57.60'],
    ]);
    expect(q).toMatchObject({
      currency: 'USD',
      total: '2877.60',
      deposit: '863.28',
      due_now: '863.28',
      balance: '2014.32',
      deposit_offered: true,
      seats_left: 8,
    });
    expect(await seatsTaken(tour, date)).toBe(0);
  });

  it('pays the deposit by mobile money, then the balance by card, and never twice', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const res = await book(customer.access, { tour, tour_date: date, travellers: family });
    expect(res.statusCode).toBe(201);
    const { order, booking } = res.json() as { order: Order; booking: TourBooking };
    expect(order).toMatchObject({ total_amount: '2877.60', currency: 'USD', status: 'pending' });
    expect(booking).toMatchObject({ payment_state: 'unpaid', amount_due: '863.28', details_missing: 3 });
    expect(await seatsTaken(tour, date)).toBe(3);

    const attempt = await payByMobileMoney(customer.access, order.id);
    // The push asked for the deposit at the day's rate (2,590 until an admin sets one).
    expect(attempt.amount_tzs).toBe('2235895.00');
    const afterDeposit = await bookingOf(customer.access, order.id);
    expect(afterDeposit).toMatchObject({
      payment_state: 'deposit_paid',
      amount_paid: '863.28',
      amount_due: '2014.32',
    });
    const confirmed = (
      await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })
    ).json() as Order;
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      payment_status: 'pending',
      hold_expires_at: null,
    });
    // The confirmation tells the lines, what was paid, the balance with its due day and the terms.
    const [mail] = await db()
      .select({ text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order:${order.id}:paid:customer`));
    expect(mail?.text).toContain('2 x Adult, non-resident');
    expect(mail?.text).toContain('Serengeti fees: Adult, non-resident, 4 person-days');
    expect(mail?.text).toContain('US$863.28');
    expect(mail?.text).toMatch(/Balance due by .+US\$2,014\.32/);
    expect(mail?.text).toContain(
      'Cancellation terms: 30% of the total from 60 days before departure; 50% of the total from 30 days before departure; 100% of the total from 7 days before departure',
    );

    const { page } = await payByCard(customer.access, order.id);
    // The test-mode page charges the balance, not the order's total.
    expect(page).toContain('Balance due now');
    expect(page).toContain('Pay US$2,014.32');
    expect(await bookingOf(customer.access, order.id)).toMatchObject({
      payment_state: 'paid',
      amount_paid: '2877.60',
      amount_due: '0.00',
    });
    const paid = (
      await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })
    ).json() as Order;
    expect(paid.payment_status).toBe('paid');
    // The balance is told as its own message, by e-mail and SMS; the deposit's is not sent again.
    const told = await db()
      .select({ key: outboxMessages.key, kind: outboxMessages.kind, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'booking_balance_paid'));
    const mine = told.filter((m) => m.key.startsWith(`order:${order.id}:`));
    expect(mine.map((m) => m.key).sort()).toEqual([
      `order:${order.id}:balance_paid:customer`,
      `order:${order.id}:balance_paid:customer-sms`,
    ]);
    expect(mine.find((m) => m.key.endsWith(':customer'))?.text).toContain('US$2,014.32');
    expect(mine.find((m) => m.key.endsWith(':customer-sms'))?.text).toContain('paid in full');
    const again = await t.as(customer.access, {
      method: 'POST',
      url: '/api/payments/checkout/',
      payload: { order_id: order.id },
    });
    expect(again.statusCode).toBe(409);
    expect((await paymentsOf(db(), order.id)).map((p) => [p.amount, p.currency, p.outcome])).toEqual([
      ['2235895.00', 'TZS', 'applied'],
      ['2014.32', 'USD', 'applied'],
    ]);
    expect(await seatsTaken(tour, date)).toBe(3);
  });

  it('refuses the old one-price booking (POST /api/orders/) for a tour with terms, holding no seat', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const res = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'igsum', tour, tour_date: date, participants: 2 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(refusalMessage('tourHasTerms', {}));
    expect(await seatsTaken(tour, date)).toBe(0);
  });

  it('takes a second deposit paid on another session as money owed back', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    const first = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/payments/checkout/',
        payload: { order_id: order.id },
      })
    ).json() as CheckoutSession;
    const second = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/payments/checkout/',
        payload: { order_id: order.id },
      })
    ).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(first)}pay/`);
    await confirmCheckout(t, customer.access, first.session_id);
    // The second page was closed when the first paid; a provider taking money on it anyway is a refund due.
    const [row] = await db().select().from(tourBookings).where(eq(tourBookings.orderId, order.id));
    const [session] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, second.session_id));
    await recordPayment(db(), session!, { amount: '863.28', currency: 'USD' });
    expect((await paymentsOf(db(), order.id)).map((p) => [p.outcome, p.refundStatus])).toEqual([
      ['applied', 'none'],
      ['duplicate', 'due'],
    ]);
    expect(row!.deposit).toBe('863.28');
    expect(await bookingOf(customer.access, order.id)).toMatchObject({
      amount_paid: '863.28',
      payment_state: 'deposit_paid',
    });
  });

  it('asks the whole amount inside the balance window, and everything when the customer chooses', async () => {
    const { tour, date } = await tourWithTerms(45);
    const inside = (await quote({ tour, tour_date: date, travellers: family })).json() as TourQuote;
    expect(inside).toMatchObject({
      deposit_offered: false,
      due_now: inside.total,
      balance: '0.00',
      balance_due_on: null,
    });
    const far = await tourWithTerms(150);
    const full = (
      await quote({ tour: far.tour, tour_date: far.date, travellers: family, pay_in_full: true })
    ).json() as TourQuote;
    expect(full).toMatchObject({ deposit_offered: true, due_now: full.total, balance: '0.00' });
  });

  it('books East African citizens in shillings, as one TZS order', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const res = await book(customer.access, {
      tour,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'citizen', count: 2 }],
    });
    expect(res.statusCode).toBe(201);
    const { order, booking } = res.json() as { order: Order; booking: TourBooking };
    // 2 x 500,000 + 2 x 2 days x 10,000 park fee + 18% VAT on 40,000.
    expect(booking).toMatchObject({ currency: 'TZS', total: '1047200.00', deposit: '314160.00' });
    expect(order).toMatchObject({ currency: 'TZS', total_amount: '1047200.00' });
    await db().update(users).set({ locale: 'sw' }).where(eq(users.id, customer.user.id));
    const attempt = await payByMobileMoney(customer.access, order.id);
    expect(attempt.amount_tzs).toBe('314160.00');
    const [mail] = await db()
      .select({ text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order:${order.id}:paid:customer`));
    expect(mail?.text).toContain('2 x Mtu mzima, raia wa Afrika Mashariki');
    expect(mail?.text).toContain('Salio la kulipwa kabla ya');
    expect(mail?.text).toContain('TSh 733,040');
    expect((await bookingOf(customer.access, order.id)).payment_state).toBe('deposit_paid');
  });

  it('keeps the fees a booking was priced with when the fee table changes after', async () => {
    const customer = await t.register();
    const park = (
      await t.as(admin.access, { method: 'POST', url: '/api/admin/parks/', payload: { name: 'Tarangire' } })
    ).json().id as number;
    const fee = (amount: string, validFrom: string) =>
      t.as(admin.access, {
        method: 'POST',
        url: '/api/admin/park-fees/',
        payload: {
          park,
          traveller_type: 'adult',
          residency: 'non_resident',
          amount_usd: amount,
          amount_tzs: null,
          vat_applies: true,
          valid_from: validFrom,
        },
      });
    await fee('50.00', '2026-07-01');
    const { tour, date } = await tourWithTerms(120, { parks: [{ park, days: 1 }] });
    const { booking } = (
      await book(customer.access, { tour, tour_date: date, travellers: family })
    ).json() as {
      booking: TourBooking;
    };
    expect(booking.lines[2]).toMatchObject({ park_name: 'Tarangire', quantity: 2, unit_amount: '50.00' });
    // The fee is revised from yesterday on, as TANAPA revises its fees each 1 July.
    expect((await fee('59.00', dateFromToday(-1))).statusCode).toBe(201);
    const fresh = (await quote({ tour, tour_date: date, travellers: family })).json() as TourQuote;
    expect(fresh.lines[2]?.unit_amount).toBe('59.00');
    const kept = await bookingOf(customer.access, booking.order);
    expect(kept.lines).toEqual(booking.lines);
    expect(kept.total).toBe(booking.total);
    expect(fresh.total).not.toBe(booking.total);
  });

  it("refuses a booking whose amounts would not fit the shop's money columns", async () => {
    const { tour, date } = await tourWithTerms(120, {
      prices: [
        {
          traveller_type: 'adult',
          residency: 'non_resident',
          amount_usd: '999999999999.00',
          amount_tzs: null,
        },
      ],
    });
    const res = await quote({
      tour,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(refusalMessage('bookingTooLarge', {}));
  });

  it('refuses a traveller the tour does not price, in the refusal words', async () => {
    const { tour, date } = await tourWithTerms(120);
    const res = await quote({
      tour,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'resident', count: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(refusalMessage('travellerNotOffered', { name: 'Adult, Resident' }));
  });
});

describe('the same booking asked twice, a late deposit, the list', () => {
  it('books once for one Idempotency-Key and answers the repeat with the same booking', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const send = () =>
      t.as(customer.access, {
        method: 'POST',
        url: '/api/tour-bookings/',
        headers: { 'idempotency-key': `book-${customer.user.id}` },
        payload: { tour, tour_date: date, travellers: family },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(await seatsTaken(tour, date)).toBe(3);
    const list = (
      await t.as(customer.access, { method: 'GET', url: '/api/tour-bookings/' })
    ).json() as TourBooking[];
    expect(list.map((b) => [b.order, b.payment_state, b.amount_due])).toEqual([
      [first.json().order.id, 'unpaid', '863.28'],
    ]);
  });

  it('keeps a deposit landing after the hold ran out and the seats were taken as owed back, the booking unpaid', async () => {
    const customer = await t.register();
    const other = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    const session = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/payments/checkout/',
        payload: { order_id: order.id },
      })
    ).json() as CheckoutSession;
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    // The next booking releases the expired hold first, then takes every seat.
    const full = await book(other.access, {
      tour,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 8 }],
    });
    expect(full.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, session.session_id));
    await recordPayment(db(), row!, { amount: '863.28', currency: 'USD' });
    expect((await paymentsOf(db(), order.id)).map((p) => [p.outcome, p.refundStatus])).toEqual([
      ['order_cancelled', 'due'],
    ]);
    expect(await bookingOf(customer.access, order.id)).toMatchObject({
      payment_state: 'cancelled',
      amount_paid: '0.00',
    });
    expect(await seatsTaken(tour, date)).toBe(8);
  });
});

describe("travellers' details", () => {
  it('are entered later by the customer, checked against the age band, and read only by them and admins', async () => {
    const customer = await t.register();
    const stranger = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    const child = {
      full_name: 'Amani Mollel',
      nationality: 'tz',
      id_number: 'AB123456',
      date_of_birth: '2024-01-01',
    };
    const tooYoung = await t.as(customer.access, {
      method: 'PUT',
      url: `/api/tour-bookings/${order.id}/travellers/`,
      payload: { travellers: [{ position: 3, details: child }] },
    });
    expect(tooYoung.statusCode).toBe(400);
    const set = await t.as(customer.access, {
      method: 'PUT',
      url: `/api/tour-bookings/${order.id}/travellers/`,
      payload: { travellers: [{ position: 3, details: { ...child, date_of_birth: '2015-03-01' } }] },
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as TourBooking).travellers[2]).toMatchObject({
      full_name: 'Amani Mollel',
      nationality: 'TZ',
    });
    expect(
      (await t.as(stranger.access, { method: 'GET', url: `/api/tour-bookings/${order.id}/` })).statusCode,
    ).toBe(404);
    const departure = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/tour-bookings/departure/?tour=${tour}&date=${date}`,
    });
    expect(departure.json().travellers.map((x: { full_name: string | null }) => x.full_name)).toEqual([
      null,
      null,
      'Amani Mollel',
    ]);
    expect(
      (
        await t.as(customer.access, {
          method: 'GET',
          url: `/api/admin/tour-bookings/departure/?tour=${tour}&date=${date}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('cancellation', () => {
  it('shows the customer the fee and refund due before cancelling, records them, and returns the seats', async () => {
    const customer = await t.register();
    // 40 days out: the 30-day tier (50%), inside the balance window so everything is paid at booking.
    const { tour, date } = await tourWithTerms(40);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    await payByCard(customer.access, order.id);
    const q = (
      await t.as(customer.access, { method: 'GET', url: `/api/tour-bookings/${order.id}/cancel/` })
    ).json() as CancelQuote;
    expect(q).toMatchObject({
      fee_percent: '50',
      fee: '1438.80',
      amount_paid: '2877.60',
      refund_due: '1438.80',
    });
    expect(await seatsTaken(tour, date)).toBe(3);
    const before = await bookingRefundsDue();
    const res = await t.as(customer.access, {
      method: 'POST',
      url: `/api/tour-bookings/${order.id}/cancel/`,
    });
    expect(res.statusCode).toBe(200);
    // Needs attention counts the refund due until the admin marks it paid back.
    expect(await bookingRefundsDue()).toBe(before + 1);
    expect((res.json() as TourBooking).cancellation).toMatchObject({
      fee: '1438.80',
      refund_due: '1438.80',
      fee_waived: false,
    });
    expect(await seatsTaken(tour, date)).toBe(0);
    const again = await t.as(customer.access, {
      method: 'POST',
      url: `/api/tour-bookings/${order.id}/cancel/`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets an admin cancel with a reason and waive the fee', async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(40);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    await payByCard(customer.access, order.id);
    const waived = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/tour-bookings/${order.id}/cancel/?waive_fee=true`,
    });
    expect(waived.json()).toMatchObject({ fee: '0.00', refund_due: '2877.60' });
    const res = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/tour-bookings/${order.id}/cancel/`,
      payload: { reason: 'Road to the park closed by floods', waive_fee: true },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TourBooking).cancellation).toMatchObject({
      reason: 'Road to the park closed by floods',
      fee: '0.00',
      fee_waived: true,
      refund_due: '2877.60',
      refunded_at: null,
    });
    expect(await seatsTaken(tour, date)).toBe(0);
    const due = await bookingRefundsDue();
    const refunded = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/tour-bookings/${order.id}/refunded/`,
    });
    expect(refunded.statusCode).toBe(200);
    expect((refunded.json() as TourBooking).cancellation?.refunded_at).toEqual(expect.any(String));
    expect((await bookingOf(customer.access, order.id)).cancellation?.refunded_at).toEqual(
      expect.any(String),
    );
    expect(await bookingRefundsDue()).toBe(due - 1);
    expect(
      (await t.as(admin.access, { method: 'POST', url: `/api/admin/tour-bookings/${order.id}/refunded/` }))
        .statusCode,
    ).toBe(409);
  });
});

describe('overdue balances', () => {
  it("list a paid deposit whose balance's due day passed, for Needs attention", async () => {
    const customer = await t.register();
    const { tour, date } = await tourWithTerms(120);
    const { order } = (await book(customer.access, { tour, tour_date: date, travellers: family })).json() as {
      order: Order;
    };
    await payByMobileMoney(customer.access, order.id);
    const overdueNow = async () =>
      (
        (await t.as(admin.access, { method: 'GET', url: '/api/admin/tour-bookings/overdue/' })).json() as {
          order: number;
        }[]
      ).map((o) => o.order);
    expect(await overdueNow()).not.toContain(order.id);
    await db()
      .update(tourBookings)
      .set({ balanceDueOn: dateFromToday(-2) })
      .where(eq(tourBookings.orderId, order.id));
    expect(await overdueNow()).toContain(order.id);
    expect((await bookingOf(customer.access, order.id)).balance_overdue).toBe(true);
    // Needs attention counts it.
    const stats = await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' });
    expect(stats.json().attention.overdue_balances).toBe(1);
    // The admin gives it ten more days: no longer overdue; never past the departure.
    const later = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/tour-bookings/${order.id}/balance-due/`,
      payload: { balance_due_on: dateFromToday(10) },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ balance_due_on: dateFromToday(10), balance_overdue: false });
    expect(await overdueNow()).not.toContain(order.id);
    const tooLate = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/tour-bookings/${order.id}/balance-due/`,
      payload: { balance_due_on: dateFromToday(200) },
    });
    expect(tooLate.statusCode).toBe(400);
    await db()
      .update(tourBookings)
      .set({ balanceDueOn: dateFromToday(-2) })
      .where(eq(tourBookings.orderId, order.id));
    expect(await overdueNow()).toContain(order.id);
    // Its status alone cannot cancel it: that would owe back the whole deposit, past its terms.
    const byStatus = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/`,
      payload: { status: 'cancelled' },
    });
    expect(byStatus.statusCode).toBe(409);
    expect(byStatus.json().message).toBe(refusalMessage('cancelUnderTerms', {}));
    expect(await overdueNow()).toContain(order.id);
    // Cancelled under its terms, it is no longer waiting for its balance.
    const cancelled = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/tour-bookings/${order.id}/cancel/`,
      payload: { reason: 'Balance never came' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await overdueNow()).not.toContain(order.id);
  });
});
