import type { AdminOrder, AdminOrderPage, AdminStockCheck } from '@shop/contract/admin-orders';
import type { AuthResponse } from '@shop/contract/auth';
import { COUNT_CAP } from '@shop/contract/common';
import { CASH_RECEIVED_NOTE, type Order, type OrderStatusResponse } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders, products, profiles, users } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { seatsLeftByDate } from '#server/modules/orders/tour-capacity.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  postDemoForm,
} from '#server/test/checkout-steps.ts';

let t: TestApp;
let admin: AuthResponse;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A customer's laptop order placed through checkout: lines are [productId, quantity]. */
async function laptopOrder(lines: [number, number][]) {
  const customer = await t.register();
  for (const [productId, quantity] of lines)
    await makeCartLine(db(), {
      brand: 'fursa',
      userId: customer.user.id,
      productId: productId,
      quantity: quantity,
    });
  const res = await t.as(customer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customer, order: res.json() as Order };
}

async function tourBooking(tourId: number, date: string, participants: number) {
  const customer = await t.register();
  const res = await bookTour(t, customer.access, tourId, date, participants);
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customer, order: res.json() as Order };
}

const setStatus = (id: number, status: string, path = `/api/orders/admin/${id}/`) =>
  t.as(admin.access, { method: 'PUT', url: path, payload: { status } });
const stockOf = async (id: number) =>
  (await db().select().from(products).where(isProduct('fursa', id)))[0]!.stockQuantity;
const setStock = (id: number, stock: number) =>
  db().update(products).set({ stockQuantity: stock }).where(isProduct('fursa', id));

describe('admin order status and stock', () => {
  it('deducts stock exactly once on sold, and puts it back once on cancel', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', name: 'HP EliteBook', stockQuantity: 10 });
    const { order } = await laptopOrder([[laptop.id, 3]]);

    const sold = await setStatus(order.id, 'sold');
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ order: { id: order.id, status: 'sold' }, warnings: [] });
    expect(await stockOf(laptop.id)).toBe(7);

    expect((await setStatus(order.id, 'sold')).json().warnings).toEqual([]);
    expect(await stockOf(laptop.id)).toBe(7);
    await setStatus(order.id, 'delivered');
    await setStatus(order.id, 'sold', `/api/orders/${order.id}/status/`);
    expect(await stockOf(laptop.id)).toBe(7);

    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await stockOf(laptop.id)).toBe(10);
    await setStatus(order.id, 'cancelled');
    expect(await stockOf(laptop.id)).toBe(10);

    // Selling it again after the cancel deducts again, once.
    await setStatus(order.id, 'sold');
    expect(await stockOf(laptop.id)).toBe(7);
  });

  it('records the cash of a cash-on-delivery order when delivered: paid, stock deducted once, revenue', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '900000.00', stockQuantity: 10 });
    const customer = await t.register();
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 2 });
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'cash_on_delivery' },
    });
    const order = placed.json() as Order;
    const revenue = async () =>
      (await t.as(admin.access, { method: 'GET', url: '/api/admin/stats/' })).json().total_revenue
        .TZS as string;
    const before = Number(await revenue());

    await setStatus(order.id, 'shipped');
    expect((await setStatus(order.id, 'delivered')).json().order).toMatchObject({ payment_status: 'paid' });
    const seen = (
      await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })
    ).json() as Order;
    expect(seen).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(seen.paid_at).not.toBeNull();
    expect(seen.events.map((e) => [e.type, e.status, e.note])).toEqual([
      ['placed', null, ''],
      ['status', 'shipped', ''],
      ['status', 'delivered', ''],
      ['paid', null, CASH_RECEIVED_NOTE],
    ]);
    const [row] = await db().select().from(products).where(isProduct('fursa', laptop.id));
    expect(row).toMatchObject({ stockQuantity: 8, heldQuantity: 0 });
    expect(Number(await revenue())).toBe(before + 1_800_000);

    // Marking it sold (or completed) afterwards takes nothing more and counts nothing twice.
    await setStatus(order.id, 'completed');
    await setStatus(order.id, 'sold');
    expect(await stockOf(laptop.id)).toBe(8);
    expect(Number(await revenue())).toBe(before + 1_800_000);
    const paidSteps = (await t.as(admin.access, { method: 'GET', url: `/api/orders/admin/${order.id}/` }))
      .json()
      .events.filter((e: { type: string }) => e.type === 'paid');
    expect(paidSteps).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(audit?.details).toMatchObject({ to: 'delivered', cash_received: '1800000.00' });

    // A cancel after delivery gives the stock back and takes it out of revenue.
    await setStatus(order.id, 'cancelled');
    expect(await stockOf(laptop.id)).toBe(10);
    expect(Number(await revenue())).toBe(before);
  });

  it('never goes below zero, reports the short lines, and gives back only what it took', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', name: 'Lenovo Yoga', stockQuantity: 10 });
    const other = await makeProduct(db(), { brand: 'fursa', name: 'Asus ZenBook', stockQuantity: 10 });
    const { order } = await laptopOrder([
      [laptop.id, 5],
      [other.id, 2],
    ]);
    await setStock(laptop.id, 2);

    const check = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/orders/${order.id}/stock-check/`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      id: order.id,
      stock_deducted: false,
      warnings: [{ item_name: 'Lenovo Yoga', needed: 5, available: 2 }],
    } satisfies AdminStockCheck);

    const res = await setStatus(order.id, 'sold');
    expect((res.json() as OrderStatusResponse).warnings).toEqual([
      { item_name: 'Lenovo Yoga', needed: 5, available: 2 },
    ]);
    expect(await stockOf(laptop.id)).toBe(0);
    expect(await stockOf(other.id)).toBe(8);
    const afterSold = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/orders/${order.id}/stock-check/`,
    });
    expect(afterSold.json()).toEqual({ id: order.id, stock_deducted: true, warnings: [] });

    await setStatus(order.id, 'cancelled');
    expect(await stockOf(laptop.id)).toBe(2);
    expect(await stockOf(other.id)).toBe(10);
  });

  it('survives 20 concurrent sold updates: no stock below 0, no order deducted twice', async () => {
    const a = await makeProduct(db(), { brand: 'fursa', name: 'Surface Laptop', stockQuantity: 100 });
    const b = await makeProduct(db(), { brand: 'fursa', name: 'Acer Swift', stockQuantity: 100 });
    // Five orders want 3 of each product (15), in both line orders, while only 10 of each remain.
    const placed = [];
    for (let i = 0; i < 5; i++) {
      placed.push(
        await laptopOrder(
          i % 2
            ? [
                [a.id, 3],
                [b.id, 3],
              ]
            : [
                [b.id, 3],
                [a.id, 3],
              ],
        ),
      );
    }
    await setStock(a.id, 10);
    await setStock(b.id, 10);
    const ids = placed.map((p) => p.order.id);
    const requests = Array.from({ length: 20 }, (_, i) =>
      setStatus(
        ids[i % ids.length]!,
        'sold',
        i % 2 ? `/api/orders/${ids[i % ids.length]}/status/` : undefined,
      ),
    );
    const results = await Promise.all(requests);
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    expect(await stockOf(a.id)).toBe(0);
    expect(await stockOf(b.id)).toBe(0);
    for (const productId of [a.id, b.id]) {
      const lines = await db()
        .select({ taken: orderItems.deductedQuantity })
        .from(orderItems)
        .where(and(eq(orderItems.productBrand, 'fursa'), eq(orderItems.productId, productId)));
      expect(lines.every((l) => l.taken >= 0 && l.taken <= 3)).toBe(true);
      expect(lines.reduce((sum, l) => sum + l.taken, 0)).toBe(10);
    }
    const rows = await db().select().from(orders);
    expect(rows.filter((o) => ids.includes(o.id)).every((o) => o.status === 'sold' && o.stockDeducted)).toBe(
      true,
    );
  });

  it('cancelling a tour booking returns its seats once; reopening takes them again if there is room', async () => {
    const date = dateFromToday(25);
    const tour = await makeTour(db(), { maxParticipants: 4, dates: [date] });
    const seats = async () => (await seatsLeftByDate(db(), tour.id))[0]!.seats_left;
    const { order } = await tourBooking(tour.id, date, 3);
    expect(await seats()).toBe(1);

    await setStatus(order.id, 'cancelled');
    expect(await seats()).toBe(4);
    await setStatus(order.id, 'cancelled');
    expect(await seats()).toBe(4);

    const confirmed = await setStatus(order.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(await seats()).toBe(1);

    // An admin-confirmed booking no longer expires on its own.
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await seats()).toBe(1);

    await setStatus(order.id, 'cancelled');
    await tourBooking(tour.id, date, 2);
    const reopen = await setStatus(order.id, 'pending');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(`This booking cannot be reopened: only 2 seats left on ${date}.`);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', seatsReleased: true });
    expect(await seats()).toBe(2);
  });

  it('records every status change in the audit log', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 1 });
    const { order } = await laptopOrder([[laptop.id, 1]]);
    await setStatus(order.id, 'shipped');
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(order.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      entityType: 'order',
      details: { order_id: order.order_id, from: 'pending', to: 'shipped' },
    });
  });

  it('validates the body and the id', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 1 });
    const { order } = await laptopOrder([[laptop.id, 1]]);
    const url = `/api/orders/admin/${order.id}/`;
    for (const payload of [
      { status: 'lost' },
      {},
      { status: 'sold', payment_status: 'paid' },
      { status: 5 },
    ]) {
      const res = await t.as(admin.access, { method: 'PUT', url, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await setStatus(999_999, 'sold')).statusCode).toBe(404);
    expect((await setStatus(0, 'sold')).statusCode).toBe(400);
    const unchanged = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged[0]).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('is for admins only', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 1 });
    const { order, customer } = await laptopOrder([[laptop.id, 1]]);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders/' },
      { method: 'GET' as const, url: `/api/orders/admin/${order.id}/` },
      { method: 'GET' as const, url: `/api/admin/orders/${order.id}/stock-check/` },
      { method: 'GET' as const, url: '/api/admin/stats/' },
      { method: 'PUT' as const, url: `/api/orders/admin/${order.id}/`, payload: { status: 'sold' } },
      { method: 'PUT' as const, url: `/api/orders/${order.id}/status/`, payload: { status: 'sold' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.as(customer.access, call)).statusCode).toBe(403);
    }
    expect(await stockOf(laptop.id)).toBe(1);
  });
});

describe('GET /api/admin/orders/ and /api/orders/admin/{id}/', () => {
  it('pages all orders newest first and filters by status, type and search', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 100 });
    const tour = await makeTour(db(), { maxParticipants: 50 });
    const first = await laptopOrder([[laptop.id, 1]]);
    const second = await tourBooking(tour.id, dateFromToday(9), 1);
    const third = await laptopOrder([[laptop.id, 2]]);
    await setStatus(third.order.id, 'processing');

    const all = await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?page_size=3' });
    expect(all.statusCode).toBe(200);
    const page = all.json() as AdminOrderPage;
    expect(page).toMatchObject({ page: 1, page_size: 3 });
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results.map((o) => o.id)).toEqual([third.order.id, second.order.id, first.order.id]);
    expect(page.results[0]!.user).toMatchObject({
      id: third.customer.user.id,
      email: third.customer.user.email,
    });
    expect(page.results[0]!.items).toHaveLength(1);

    const page2 = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?page_size=1&page=2' })
    ).json();
    expect(page2.results.map((o: Order) => o.id)).toEqual([second.order.id]);

    const processing = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?status=processing' })
    ).json() as AdminOrderPage;
    expect(processing.results.map((o) => o.id)).toContain(third.order.id);
    expect(processing.results.every((o) => o.status === 'processing')).toBe(true);

    const tours = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?order_type=igsum' })
    ).json();
    expect(tours.results.every((o: Order) => o.order_type === 'igsum')).toBe(true);
    expect(tours.results.map((o: Order) => o.id)).toContain(second.order.id);

    for (const term of [first.order.order_id.toLowerCase(), first.customer.user.username.toUpperCase()]) {
      const found = (
        await t.as(admin.access, {
          method: 'GET',
          url: `/api/admin/orders/?search=${encodeURIComponent(term)}`,
        })
      ).json() as AdminOrderPage;
      expect(found.results.map((o) => o.id)).toEqual([first.order.id]);
      expect(found.count).toBe(1);
    }
    const byId = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/orders/?search=${second.order.id}` })
    ).json();
    expect(byId.results.map((o: Order) => o.id)).toContain(second.order.id);
    const none = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?search=%25_%25' })
    ).json();
    expect(none.count).toBe(0);
  });

  it("finds a customer's orders by part of their full name or phone, any case", async () => {
    const customer = await t.register({ full_name: 'Zawadi Kimaro-Swai', phone: '754 321 987' });
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Laptop', price: '1000' }],
    });
    for (const term of ['kimaro-sw', '321 98']) {
      const found = (
        await t.as(admin.access, {
          method: 'GET',
          url: `/api/admin/orders/?search=${encodeURIComponent(term)}`,
        })
      ).json() as AdminOrderPage;
      expect(found.results.map((o) => o.id)).toEqual([order.id]);
      expect(found.count).toBe(1);
    }
  });

  it('finds the orders of a name many customers share, and those whose reference holds it', async () => {
    // Over MANY_CUSTOMERS (service.ts): the customers' ids go to PostgreSQL as a set, not `= any`.
    const named = await db()
      .insert(users)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          username: `mwakyusa${i}-${Date.now()}`,
          email: `mwakyusa${i}-${Date.now()}@example.com`,
          passwordHash: 'not-a-password',
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(profiles)
      .values(named.map(({ id }) => ({ userId: id, fullName: 'Neema MWAKYUSA' })));
    const other = await t.register({ full_name: 'Baraka Lyimo' });
    const expected: number[] = [];
    for (const { id } of named)
      expected.push((await makeOrder(db(), { userId: id, brand: 'fursa', lines: [] })).id);
    const byReference = await makeOrder(db(), {
      userId: other.user.id,
      brand: 'fursa',
      lines: [],
      orderId: `MWAKYUSA-${Date.now()}`,
    });
    await makeOrder(db(), { userId: other.user.id, brand: 'fursa', lines: [] });
    expected.push(byReference.id);

    const found: number[] = [];
    for (const page of [1, 2]) {
      const answer = (
        await t.as(admin.access, {
          method: 'GET',
          url: `/api/admin/orders/?search=Mwakyusa&page_size=100&page=${page}`,
        })
      ).json() as AdminOrderPage;
      expect(answer.count).toBe(151);
      found.push(...answer.results.map((o) => o.id));
    }
    expect(found).toEqual(expected.toSorted((a, b) => b - a));
  });

  it('pages by `after` as by page number, orders made in the same instant included, and says when none follow', async () => {
    const customer = await t.register();
    const at = new Date();
    // Three orders share one created_at: only the id tells them apart.
    for (let i = 0; i < 5; i++)
      await makeOrder(db(), {
        userId: customer.user.id,
        brand: 'fursa',
        lines: [],
        createdAt: i < 3 ? at : undefined,
      });
    const url = `/api/admin/orders/?search=${customer.user.username}&page_size=2`;
    const byNumber: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = (
        await t.as(admin.access, { method: 'GET', url: `${url}&page=${page}` })
      ).json() as AdminOrderPage;
      byNumber.push(...answer.results.map((o) => o.id));
    }
    expect(byNumber).toHaveLength(5);
    const byCursor: number[] = [];
    let after: number | null | undefined;
    for (let step = 0; step < 3; step++) {
      const answer = (
        await t.as(admin.access, { method: 'GET', url: after ? `${url}&after=${after}` : url })
      ).json() as AdminOrderPage;
      expect(answer.count).toBe(5);
      byCursor.push(...answer.results.map((o) => o.id));
      after = answer.next;
    }
    expect(byCursor).toEqual(byNumber);
    expect(after).toBeNull();
  });

  it('counts matching orders up to COUNT_CAP, then says one more, and still pages past it', async () => {
    const customer = await t.register();
    for (let i = 0; i <= COUNT_CAP + 1; i++)
      await makeOrder(db(), { userId: customer.user.id, brand: 'fursa', lines: [] });
    const url = `/api/admin/orders/?search=${customer.user.username}`;
    const first = (await t.as(admin.access, { method: 'GET', url })).json() as AdminOrderPage;
    expect(first.count).toBe(COUNT_CAP + 1);
    const last = (
      await t.as(admin.access, { method: 'GET', url: `${url}&page_size=100&page=11` })
    ).json() as AdminOrderPage;
    expect(last.results).toHaveLength(COUNT_CAP + 2 - 1000);
  }, 120_000);

  it.each([
    ['status=lost'],
    ['order_type=books'],
    ['page=0'],
    ['page_size=1000'],
    [`search=${'x'.repeat(101)}`],
  ])('rejects ?%s', async (query) => {
    const res = await t.as(admin.access, { method: 'GET', url: `/api/admin/orders/?${query}` });
    expect(res.statusCode).toBe(400);
  });

  it('shows any order to an admin; an unknown id is 404', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', stockQuantity: 5 });
    const { order } = await laptopOrder([[laptop.id, 2]]);
    const res = await t.as(admin.access, { method: 'GET', url: `/api/orders/admin/${order.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...order, payments: [], mobile_money_attempts: [] });
    expect((await t.as(admin.access, { method: 'GET', url: '/api/orders/admin/999999/' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/999999/stock-check/' })).statusCode,
    ).toBe(404);
  });
});

describe('refunds due', () => {
  it('flags the cash of a cash-on-delivery order cancelled after it was recorded as a refund due, once', async () => {
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '900000.00', stockQuantity: 5 });
    const customer = await t.register();
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    const placed = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', payment_method: 'cash_on_delivery' },
    });
    const order = placed.json() as Order;
    expect((await setStatus(order.id, 'delivered')).json().order).toMatchObject({ payment_status: 'paid' });

    const url = `/api/admin/orders/${order.id}/`;
    await setStatus(order.id, 'cancelled', url);
    await setStatus(order.id, 'cancelled', url);
    // Reopened and cancelled again: the cash is owed back once.
    await setStatus(order.id, 'pending', url);
    await setStatus(order.id, 'cancelled', url);
    const cancelled = (await t.as(admin.access, { method: 'GET', url })).json() as AdminOrder;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'paid', payment: null });
    expect(cancelled.payments).toMatchObject([
      {
        provider: 'cash',
        amount: '900000.00',
        currency: 'TZS',
        outcome: 'order_cancelled',
        refund_status: 'due',
      },
    ]);
    const due = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?refund_due=true&page_size=100' })
    ).json() as AdminOrderPage;
    expect(due.results.map((o) => o.id)).toContain(order.id);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(order.id))))
      .orderBy(asc(auditLog.id))
      .limit(1)
      .offset(1);
    expect(audit?.details).toMatchObject({ to: 'cancelled', refunds_due: 1 });

    // It can be recorded as sent back like any other refund.
    const refunded = await t.as(admin.access, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/payments/${cancelled.payments[0]!.id}/refunded/`,
    });
    expect(refunded.statusCode).toBe(200);
    expect((refunded.json() as AdminOrder).payments[0]).toMatchObject({ refund_status: 'refunded' });
  });

  /** A booking paid twice through the demo checkout (two tabs), so the second payment is owed back. */
  async function paidTwice() {
    const date = dateFromToday(45);
    const tour = await makeTour(db(), { price: '800.00', dates: [date] });
    const { customer, order } = await tourBooking(tour.id, date, 2);
    const open = async () => (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    const sessions = [await open(), await open()];
    for (const session of sessions) await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    for (const session of sessions) await confirmCheckout(t, customer.access, session.session_id);
    return { customer, order };
  }

  it('shows each payment of an order, a second one with its refund due, in the list and the order', async () => {
    const { order } = await paidTwice();
    const expected = [
      { provider: 'demo', amount: '1600.00', currency: 'USD', outcome: 'applied', refund_status: 'none' },
      { provider: 'demo', amount: '1600.00', currency: 'USD', outcome: 'duplicate', refund_status: 'due' },
    ];
    const one = await t.as(admin.access, { method: 'GET', url: `/api/orders/admin/${order.id}/` });
    expect(one.statusCode).toBe(200);
    expect((one.json() as AdminOrder).payments).toMatchObject(expected);
    const page = (
      await t.as(admin.access, { method: 'GET', url: `/api/admin/orders/?search=${order.order_id}` })
    ).json() as AdminOrderPage;
    expect(page.results[0]!.payments).toMatchObject(expected);
  });

  it('lists only the orders with a refund due when asked', async () => {
    const { order } = await paidTwice();
    const date = dateFromToday(46);
    const tour = await makeTour(db(), { dates: [date] });
    await tourBooking(tour.id, date, 1);
    const page = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?refund_due=true&page_size=100' })
    ).json() as AdminOrderPage;
    expect(page.results.map((o) => o.id)).toContain(order.id);
    expect(page.results.every((o) => o.payments.some((p) => p.refund_status === 'due'))).toBe(true);
    expect(page.count).toBe(page.results.length);
    const all = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?refund_due=false&page_size=100' })
    ).json() as AdminOrderPage;
    expect(all.count).toBeGreaterThan(page.count);
    const bad = await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?refund_due=maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an admin mark a due refund as sent, once, and logs it', async () => {
    const { customer, order } = await paidTwice();
    const due = (
      (
        await t.as(admin.access, { method: 'GET', url: `/api/orders/admin/${order.id}/` })
      ).json() as AdminOrder
    ).payments.find((p) => p.refund_status === 'due')!;
    const url = `/api/orders/admin/${order.id}/payments/${due.id}/refunded/`;

    expect((await t.as(customer.access, { method: 'POST', url })).statusCode).toBe(403);
    const res = await t.as(admin.access, { method: 'POST', url });
    expect(res.statusCode).toBe(200);
    const refunded = (res.json() as AdminOrder).payments.find((p) => p.id === due.id)!;
    expect(refunded).toMatchObject({ refund_status: 'refunded', refunded_at: expect.any(String) });
    expect((res.json() as AdminOrder).payment_status).toBe('paid');

    const again = await t.as(admin.access, { method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No refund is due on this payment.');
    const applied = (res.json() as AdminOrder).payments.find((p) => p.outcome === 'applied')!;
    expect(
      (
        await t.as(admin.access, {
          method: 'POST',
          url: `/api/orders/admin/${order.id}/payments/${applied.id}/refunded/`,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.as(admin.access, {
          method: 'POST',
          url: `/api/orders/admin/${order.id + 1000}/payments/${due.id}/refunded/`,
        })
      ).statusCode,
    ).toBe(404);

    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.entityId, String(order.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ payment_id: due.id, amount: '1600.00', currency: 'USD' });
  });

  it('flags a refund due when an admin cancels a paid order, once, and lists it with the others', async () => {
    const date = dateFromToday(47);
    const tour = await makeTour(db(), { price: '700.00', dates: [date] });
    const { customer, order } = await tourBooking(tour.id, date, 1);
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);
    const url = `/api/orders/admin/${order.id}/`;
    for (let i = 0; i < 2; i++) {
      const res = await t.as(admin.access, { method: 'PUT', url, payload: { status: 'cancelled' } });
      expect(res.statusCode).toBe(200);
    }
    const cancelled = (await t.as(admin.access, { method: 'GET', url })).json() as AdminOrder;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    expect(cancelled.payments).toMatchObject([
      { amount: '700.00', currency: 'USD', outcome: 'order_cancelled', refund_status: 'due' },
    ]);
    const due = (
      await t.as(admin.access, { method: 'GET', url: '/api/admin/orders/?refund_due=true&page_size=100' })
    ).json() as AdminOrderPage;
    expect(due.results.map((o) => o.id)).toContain(order.id);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.entityId, String(order.id))))
      .orderBy(asc(auditLog.id));
    expect(logged.map((row) => row.details)).toMatchObject([
      { to: 'cancelled', refunds_due: 1 },
      { to: 'cancelled' },
    ]);
    expect(logged[1]!.details).not.toHaveProperty('refunds_due');
  });
});
