import type { AdminStats } from '@shop/contract/admin-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  dateFromToday,
  makeCartLine,
  makeMobileMoneyAttempt,
  makeOrder,
  makeOutboxMessage,
  makePayment,
  makeProduct,
  makeTour,
} from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('counts products, orders, users and tours, and keeps revenue of sold orders per currency', async () => {
  const db = t.database.db;
  const admin = await t.admin();
  const empty = await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' });
  expect(empty.json()).toEqual({
    total_products: 0,
    total_orders: 0,
    total_users: 1,
    total_revenue: { TZS: '0.00', USD: '0.00' },
    sold_orders: 0,
    pending_orders: 0,
    total_tours: 0,
    recent_orders: [],
    // A new shop's first daily backup is still to come (docs/backups.md, "On the admin overview").
    backup: {
      state: 'pending',
      last_success_at: null,
      last_failure: null,
      scheduled: true,
      next_run_at: expect.any(String),
    },
    attention: {
      failed_messages: 0,
      retrying_messages: 0,
      refunds_due: 0,
      stuck_mobile_money: 0,
      stuck_messages: 0,
      overdue_balances: 0,
      booking_refunds_due: 0,
      refunds_attention: 0,
    },
    receipts: { unsent: 0, oldest_seconds: 0 },
  } satisfies AdminStats);

  const customer = await t.register();
  const laptop = await makeProduct(db, { brand: 'fursa', price: '1250000.00', stockQuantity: 10 });
  await makeProduct(db, { brand: 'igsum' });
  const tour = await makeTour(db, { price: '5000.00' });
  const place = async (payload: object) =>
    (await t.as(customer.access, { method: 'POST', url: '/api/orders/', payload })).json().id as number;

  await makeCartLine(db, { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 2 });
  const laptopOrder = await place({ order_type: 'fursa' });
  await makeCartLine(db, { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
  const pendingLaptopOrder = await place({ order_type: 'fursa' });
  const booking = await place({
    order_type: 'igsum',
    tour: tour.id,
    tour_date: dateFromToday(5),
    participants: 2,
  });
  const completedBooking = await place({ order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(6) });
  for (const id of [laptopOrder, booking]) {
    await t.as(admin.access, { method: 'PUT', url: `/api/orders/admin/${id}/`, payload: { status: 'sold' } });
  }
  await db.update(orders).set({ status: 'completed' }).where(eq(orders.id, completedBooking));

  const res = await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' });
  expect(res.statusCode).toBe(200);
  const stats = res.json() as AdminStats;
  expect(stats).toMatchObject({
    total_products: 2,
    total_orders: 4,
    total_users: 2,
    total_revenue: { TZS: '2500000.00', USD: '10000.00' },
    sold_orders: 2,
    pending_orders: 1,
    total_tours: 1,
  });
  expect(stats.recent_orders.map((o) => o.id)).toEqual([completedBooking, booking, pendingLaptopOrder]);
});

// The figures are kept by triggers (migration 0018), so every write counts, whoever makes it:
// orders written, changed and removed directly in the database move them too.
it('keeps the order figures right after direct inserts, changes and deletes', async () => {
  const db = t.database.db;
  const admin = await t.admin();
  const stats = async () =>
    (await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json() as AdminStats;
  const before = await stats();
  const customer = await t.register();
  const line = [{ itemName: 'Laptop', price: '1000.50' }];
  const cash = await makeOrder(db, {
    userId: customer.user.id,
    brand: 'fursa',
    lines: line,
    paymentMethod: 'cash_on_delivery',
    status: 'delivered',
    paymentStatus: 'paid',
  });
  const sold = await makeOrder(db, { userId: customer.user.id, brand: 'igsum', lines: line, status: 'sold' });
  const gone = await makeOrder(db, { userId: customer.user.id, brand: 'fursa', lines: line, status: 'sold' });
  await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cash.id));
  await db.update(orders).set({ totalAmount: '2000.00' }).where(eq(orders.id, sold.id));
  await db.delete(orders).where(eq(orders.id, gone.id));
  const after = await stats();
  expect(after.total_orders - before.total_orders).toBe(2);
  expect(after.sold_orders - before.sold_orders).toBe(1);
  expect(after.pending_orders).toBe(before.pending_orders);
  expect(after.total_revenue).toEqual({
    TZS: before.total_revenue.TZS,
    USD: (Number(before.total_revenue.USD) + 2000).toFixed(2),
  });
});

it('counts what needs attention: failed, retrying and stuck messages, refunds due, stuck mobile money', async () => {
  const db = t.database.db;
  const admin = await t.admin();
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  await makeOutboxMessage(db, { status: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });
  await makeOutboxMessage(db, { attempts: 2, lastError: 'connect ECONNREFUSED' });
  // Not counted: new, resent (its attempts start again at zero), or sent.
  await makeOutboxMessage(db);
  await makeOutboxMessage(db, { attempts: 0, lastError: 'connect ECONNREFUSED' });
  await makeOutboxMessage(db, { status: 'sent', attempts: 1, sentAt: new Date() });
  // docs/observability.md, "A stuck outbox": due 20 minutes ago and taken by nobody; not counted,
  // one due 5 minutes ago or one a worker holds.
  await makeOutboxMessage(db, { nextAttemptAt: minutesAgo(20) });
  await makeOutboxMessage(db, { nextAttemptAt: minutesAgo(5) });
  await makeOutboxMessage(db, { nextAttemptAt: minutesAgo(20), claimedUntil: minutesAgo(-1) });

  const customer = await t.register();
  const order = () =>
    makeOrder(db, {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', price: '1000.00' }],
    });
  await makePayment(db, await order(), { outcome: 'duplicate', refundStatus: 'due' });
  await makePayment(db, await order(), { outcome: 'mismatch', refundStatus: 'due' });
  await makePayment(db, await order());
  await makePayment(db, await order(), {
    outcome: 'duplicate',
    refundStatus: 'refunded',
    refundedAt: new Date(),
  });

  await makeMobileMoneyAttempt(db, await order(), { expiresAt: minutesAgo(20) });
  // Not counted: expired only just now, not yet expired, or already closed as expired.
  await makeMobileMoneyAttempt(db, await order(), { expiresAt: minutesAgo(1) });
  await makeMobileMoneyAttempt(db, await order(), { expiresAt: minutesAgo(-4) });
  await makeMobileMoneyAttempt(db, await order(), { expiresAt: minutesAgo(60), status: 'expired' });

  const res = await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' });
  expect(res.statusCode).toBe(200);
  expect((res.json() as AdminStats).attention).toEqual({
    failed_messages: 1,
    retrying_messages: 1,
    refunds_due: 2,
    stuck_mobile_money: 1,
    stuck_messages: 1,
    overdue_balances: 0,
    booking_refunds_due: 0,
    refunds_attention: 0,
  });
});
