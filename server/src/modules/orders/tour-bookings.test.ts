import type { AuthResponse } from '@shop/contract/auth';
import { MAX_OPEN_BOOKINGS, type Order } from '@shop/contract/orders';
import { refusalMessage } from '@shop/contract/refusals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tourDepartures } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeTour } from '#server/test/builders.ts';
import { HOLD_EXPIRED_NOTE, seatsLeftByDate } from './tour-capacity';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const book = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/orders/', payload });
const seatsOn = async (tourId: number, date: string) =>
  (await seatsLeftByDate(db(), tourId)).find((d) => d.date === date)?.seats_left;

describe('POST /api/orders/ (tour booking)', () => {
  it('creates a pending USD order priced tour price x participants, holding the seats for 30 minutes', async () => {
    const customer = await t.register();
    const date = dateFromToday(40);
    const tour = await makeTour(db(), {
      title: 'Kilimanjaro Summit Trek',
      price: '5000.00',
      imageUrl: 'https://example.com/safari.png',
      dates: [date],
    });
    const before = Date.now();
    const res = await book(customer.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: date,
      participants: 3,
      notes: 'Vegetarian meals please',
      total_amount: 1,
      payment_status: 'paid',
      status: 'confirmed',
      payment_method: 'cash',
      items: [{ item_name: 'x', price: 1, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({
      order_type: 'igsum',
      kind: 'tour_booking',
      currency: 'USD',
      total_amount: '15000.00',
      payment_method: 'demo',
      payment_status: 'pending',
      status: 'pending',
      notes: 'Vegetarian meals please',
    });
    expect(order.order_id).toMatch(/^IGS-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        item_name: 'Kilimanjaro Summit Trek',
        quantity: 3,
        price: '5000.00',
        line_total: '15000.00',
        product: null,
        tour: {
          id: tour.id,
          title: 'Kilimanjaro Summit Trek',
          image_url: 'https://example.com/safari.png',
          duration: '7 days',
          difficulty_level: 'Moderate',
          max_participants: 10,
        },
        participants: 3,
        tour_date: date,
      },
    ]);
    const holdMs = new Date(order.hold_expires_at!).getTime() - before;
    expect(holdMs).toBeGreaterThan(29 * 60_000);
    expect(holdMs).toBeLessThan(31 * 60_000);
    expect(await seatsOn(tour.id, date)).toBe(7);
  });

  it('defaults to one participant and accepts any future date when the tour lists none', async () => {
    const customer = await t.register();
    const tour = await makeTour(db(), { price: '1200.50' });
    const res = await book(customer.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: dateFromToday(3),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_amount: '1200.50', items: [{ participants: 1, quantity: 1 }] });
  });

  it('counts seats per date: max_participants is the number of seats on each date', async () => {
    const customer = await t.register();
    const [d1, d2] = [dateFromToday(10), dateFromToday(11)];
    const tour = await makeTour(db(), { maxParticipants: 4, dates: [d2, d1, dateFromToday(-5)] });
    expect(await seatsLeftByDate(db(), tour.id)).toEqual([
      { date: d1, seats_left: 4 },
      { date: d2, seats_left: 4 },
    ]);
    expect(
      (await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: d1, participants: 4 }))
        .statusCode,
    ).toBe(201);
    const soldOut = await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: d1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: 'sold_out', message: 'This date is sold out' });
    expect(
      (await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: d2, participants: 2 }))
        .statusCode,
    ).toBe(201);
    const tooMany = await book(customer.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: d2,
      participants: 3,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 2 seats left on ${d2}`);
    expect(await seatsLeftByDate(db(), tour.id)).toEqual([
      { date: d1, seats_left: 0 },
      { date: d2, seats_left: 2 },
    ]);
  });

  it.each([
    ['an unknown tour', (id: number) => ({ tour: id + 1000 }), 'tour', 'This tour does not exist.'],
    [
      'a past date',
      () => ({ tour_date: dateFromToday(-1) }),
      'tour_date',
      'Choose a tour date from today onwards.',
    ],
    ['a date the tour does not run', () => ({ tour_date: dateFromToday(99) }), 'tour_date', undefined],
    [
      'too many participants',
      () => ({ participants: 11 }),
      'participants',
      'At most 10 participants per booking.',
    ],
    ['zero participants', () => ({ participants: 0 }), 'participants', undefined],
    ['fractional participants', () => ({ participants: 1.5 }), 'participants', undefined],
    ['a huge participant count', () => ({ participants: 1e9 }), 'participants', undefined],
    [
      'a badly formatted date',
      () => ({ tour_date: '14/03/2027' }),
      'tour_date',
      'Enter the date as YYYY-MM-DD',
    ],
    ['an impossible date', () => ({ tour_date: '2027-02-30' }), 'tour_date', undefined],
    ['a tour id as text', (id: number) => ({ tour: String(id) }), 'tour', undefined],
    ['a negative tour id', () => ({ tour: -1 }), 'tour', undefined],
  ])('rejects %s with a 400 field error', async (_label, change, field, message) => {
    const customer = await t.register();
    const date = dateFromToday(20);
    const tour = await makeTour(db(), { maxParticipants: 10, dates: [date] });
    const res = await book(customer.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: date,
      ...change(tour.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
    if (message) expect(res.json().fields[field]).toContain(message);
  });

  it('refuses an inactive tour', async () => {
    const customer = await t.register();
    const tour = await makeTour(db(), { isActive: false });
    const res = await book(customer.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: dateFromToday(5),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This tour is not available for booking.');
  });
});

describe('racing bookings', () => {
  let customers: AuthResponse[] = [];
  // Twenty sign-ups hash twenty passwords: done once, outside the timed tests.
  beforeAll(async () => {
    customers = await Promise.all(Array.from({ length: 20 }, () => t.register()));
  }, 120_000);

  it('sells exactly the seats there are when 20 customers race for one date', async () => {
    const date = dateFromToday(60);
    const tour = await makeTour(db(), { maxParticipants: 7, dates: [date] });
    const results = await Promise.all(
      customers.map((c) =>
        book(c.access, { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 1 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    const [departure] = await db()
      .select()
      .from(tourDepartures)
      .where(and(eq(tourDepartures.tourId, tour.id), eq(tourDepartures.date, date)));
    expect(departure!.seatsTaken).toBe(7);
    expect(await seatsOn(tour.id, date)).toBe(0);
  });

  it('never oversells when racing bookings ask for different numbers of seats', async () => {
    const date = dateFromToday(61);
    const tour = await makeTour(db(), { maxParticipants: 10, dates: [date] });
    const results = await Promise.all(
      customers.map((c, i) =>
        book(c.access, { order_type: 'igsum', tour: tour.id, tour_date: date, participants: (i % 3) + 1 }),
      ),
    );
    const sold = results
      .filter((r) => r.statusCode === 201)
      .reduce((sum, r) => sum + (r.json() as Order).items[0]!.participants!, 0);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(sold).toBeLessThanOrEqual(10);
    expect(await seatsOn(tour.id, date)).toBe(10 - sold);
  });
});

describe('seat holds', () => {
  it('gives the seats of an unpaid booking back once its hold expires, and cancels it', async () => {
    const customer = await t.register();
    const date = dateFromToday(15);
    const tour = await makeTour(db(), { maxParticipants: 5, dates: [date] });
    const order = (
      await book(customer.access, {
        order_type: 'igsum',
        tour: tour.id,
        tour_date: date,
        participants: 4,
        notes: 'Hi',
      })
    ).json() as Order;
    expect(await seatsOn(tour.id, date)).toBe(1);

    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await seatsOn(tour.id, date)).toBe(5);
    // Released once: asking again changes nothing.
    expect(await seatsOn(tour.id, date)).toBe(5);

    const mine = await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` });
    expect(mine.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      notes: `Hi\n${HOLD_EXPIRED_NOTE}`,
    });

    // The freed seats can be booked again.
    const other = await t.register();
    const res = await book(other.access, {
      order_type: 'igsum',
      tour: tour.id,
      tour_date: date,
      participants: 5,
    });
    expect(res.statusCode).toBe(201);
  });

  it('never takes the seats of a paid booking, even after the hold time', async () => {
    const customer = await t.register();
    const date = dateFromToday(16);
    const tour = await makeTour(db(), { maxParticipants: 5, dates: [date] });
    const order = (
      await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 2 })
    ).json() as Order;
    await db()
      .update(orders)
      .set({ paymentStatus: 'paid', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await seatsOn(tour.id, date)).toBe(3);
  });

  it('gives the seats back once when the customer cancels', async () => {
    const customer = await t.register();
    const date = dateFromToday(17);
    const tour = await makeTour(db(), { maxParticipants: 5, dates: [date] });
    const order = (
      await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 3 })
    ).json() as Order;
    expect(await seatsOn(tour.id, date)).toBe(2);
    const url = `/api/orders/${order.id}/cancel/`;
    const res = await t.as(customer.access, { method: 'POST', url });
    expect(res.json()).toMatchObject({ status: 'cancelled', hold_expires_at: null });
    expect(await seatsOn(tour.id, date)).toBe(5);
    expect((await t.as(customer.access, { method: 'POST', url })).statusCode).toBe(409);
    // Expiry later finds nothing left to release.
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await seatsOn(tour.id, date)).toBe(5);
  });
});

describe('open booking cap', () => {
  it(`lets one customer hold seats with at most ${MAX_OPEN_BOOKINGS} unpaid bookings at once`, async () => {
    const customer = await t.register();
    const dates = Array.from({ length: MAX_OPEN_BOOKINGS + 1 }, (_, i) => dateFromToday(70 + i));
    const tour = await makeTour(db(), { maxParticipants: 5, dates });
    const held: Order[] = [];
    for (const date of dates.slice(0, MAX_OPEN_BOOKINGS)) {
      const res = await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: date });
      expect(res.statusCode).toBe(201);
      held.push(res.json() as Order);
    }
    const last = dates[MAX_OPEN_BOOKINGS]!;
    const refused = await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: last });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'too_many_open_bookings',
      message: refusalMessage('tooManyOpenBookings', { count: MAX_OPEN_BOOKINGS }),
      reason: { name: 'tooManyOpenBookings', params: { count: MAX_OPEN_BOOKINGS } },
    });
    // The refused booking took no seats, and other customers are not affected.
    expect(await seatsOn(tour.id, last)).toBe(5);
    const other = await t.register();
    expect(
      (await book(other.access, { order_type: 'igsum', tour: tour.id, tour_date: last })).statusCode,
    ).toBe(201);

    // A paid, a cancelled and an expired booking no longer count.
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, held[0]!.id));
    expect(
      (await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: last })).statusCode,
    ).toBe(201);
    await t.as(customer.access, { method: 'POST', url: `/api/orders/${held[1]!.id}/cancel/` });
    const again = await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: last });
    expect(again.statusCode).toBe(201);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, (again.json() as Order).id));
    expect(
      (await book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: last })).statusCode,
    ).toBe(201);
  });

  it('holds the cap when one customer fires many bookings at once', async () => {
    const customer = await t.register();
    // Different dates, so the bookings do not queue behind one departure row.
    const dates = Array.from({ length: 6 }, (_, i) => dateFromToday(80 + i));
    const tour = await makeTour(db(), { maxParticipants: 10, dates });
    const results = await Promise.all(
      dates.map((date) => book(customer.access, { order_type: 'igsum', tour: tour.id, tour_date: date })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(MAX_OPEN_BOOKINGS).fill(201),
      ...Array(6 - MAX_OPEN_BOOKINGS).fill(409),
    ]);
    const seats = await seatsLeftByDate(db(), tour.id);
    expect(seats.reduce((sum, d) => sum + (10 - d.seats_left), 0)).toBe(MAX_OPEN_BOOKINGS);
  });
});

describe('booking rate limit', () => {
  it('limits bookings per customer across API processes', async () => {
    const [one, two] = [
      await t.anotherApp({ BOOKING_RATE_LIMIT: '2' }),
      await t.anotherApp({ BOOKING_RATE_LIMIT: '2' }),
    ];
    const customer = await t.register();
    const tour = await makeTour(db(), { isActive: false });
    // An address of its own: the per-IP counter is shared with the other tests' bookings.
    const remoteAddress = '198.51.100.7';
    const attempt = (app: typeof one) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/',
        remoteAddress,
        headers: { authorization: `Bearer ${customer.access}` },
        payload: { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(5) },
      });
    // Refused bookings count too: probing for free seats is what the limit is against.
    expect((await attempt(one)).statusCode).toBe(409);
    expect((await attempt(two)).statusCode).toBe(409);
    const limited = await attempt(one);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(limited.json().message).toMatch(/^Too many bookings\. Please try again in \d+ minutes?\.$/);
    expect((await attempt(two)).statusCode).toBe(429);

    // Another customer is not held back by this one, and laptop checkouts are counted apart.
    const other = await t.register();
    const res = await one.inject({
      method: 'POST',
      url: '/api/orders/',
      remoteAddress,
      headers: { authorization: `Bearer ${other.access}` },
      payload: { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(5) },
    });
    expect(res.statusCode).toBe(409);
    const checkout = await one.inject({
      method: 'POST',
      url: '/api/orders/',
      remoteAddress,
      headers: { authorization: `Bearer ${customer.access}` },
      payload: { order_type: 'fursa' },
    });
    expect(checkout.json().code).toBe('cart_empty');
  });

  it('limits bookings per IP address at ten times the per-customer limit', async () => {
    const app = await t.anotherApp({ BOOKING_RATE_LIMIT: '1' });
    const customers = await Promise.all(Array.from({ length: 11 }, () => t.register()));
    const tour = await makeTour(db(), { isActive: false });
    const statuses: number[] = [];
    for (const customer of customers) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${customer.access}` },
        payload: { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(5) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
  });
});
