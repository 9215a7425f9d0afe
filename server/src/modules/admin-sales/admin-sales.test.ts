import type { AdminSalesReport } from '@shop/contract/admin-sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
let adminToken: string;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
  userId = (await t.register()).user.id;
});
afterAll(() => t.close());

const report = async (query: string) => {
  const res = await t.as(adminToken, { method: 'GET', url: `/api/admin/sales/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminSalesReport;
};

/** An instant given in Dar es Salaam's time (UTC+3), as a Date. */
const dar = (local: string) => new Date(`${local}+03:00`);

describe('sales over time', () => {
  it('adds up the orders made here per day, week and month, per currency, against the period before', async () => {
    const db = t.database.db;
    const laptopA = await makeProduct(db, { brand: 'fursa', name: 'ThinkPad Kazi', price: '1000000.00' });
    const laptopB = await makeProduct(db, { brand: 'fursa', name: 'Dell Safari', price: '500000.00' });
    const kikoi = await makeProduct(db, { brand: 'igsum', name: 'Kikoi', price: '25.00' });
    const tour = await makeTour(db, { title: 'Serengeti', price: '200.00' });
    const order = (
      brand: 'fursa' | 'igsum',
      at: string,
      lines: Parameters<typeof makeOrder>[1]['lines'],
      values: Partial<typeof orders.$inferInsert> = {},
    ) => makeOrder(db, { userId, brand, lines, createdAt: dar(at), ...values });

    // March 2025: 00:30 on the 1st in Dar es Salaam is still February in UTC, and 01:30 on
    // 1 April is still March in UTC: the shop's day decides.
    await order(
      'fursa',
      '2025-03-01T00:30:00',
      [{ itemName: 'A', price: '1000000.00', quantity: 2, productId: laptopA.id }],
      { status: 'sold' },
    );
    await order(
      'fursa',
      '2025-03-10T12:00:00',
      [{ itemName: 'B', price: '500000.00', productId: laptopB.id }],
      {
        status: 'delivered',
        paymentMethod: 'cash_on_delivery',
        paymentStatus: 'paid',
      },
    );
    const pending = await order('fursa', '2025-03-10T15:00:00', [
      { itemName: 'B', price: '500000.00', productId: laptopB.id },
    ]);
    await order(
      'fursa',
      '2025-03-12T09:00:00',
      [{ itemName: 'A', price: '1000000.00', productId: laptopA.id }],
      { status: 'cancelled' },
    );
    await order(
      'fursa',
      '2025-04-01T01:30:00',
      [{ itemName: 'A', price: '1000000.00', productId: laptopA.id }],
      { status: 'sold' },
    );
    await order(
      'igsum',
      '2025-03-05T10:00:00',
      [{ itemName: 'Serengeti', price: '200.00', quantity: 3, tourId: tour.id, participants: 3 }],
      { status: 'sold' },
    );
    await order(
      'igsum',
      '2025-03-05T11:00:00',
      [{ itemName: 'Kikoi', price: '25.00', quantity: 2, productId: kikoi.id }],
      { status: 'sold' },
    );
    // The period before (29 January to 28 February): one laptop.
    await order(
      'fursa',
      '2025-02-15T10:00:00',
      [{ itemName: 'B', price: '500000.00', productId: laptopB.id }],
      { status: 'sold' },
    );

    const march = await report('from=2025-03-01&to=2025-03-31&granularity=month');
    expect(march.previous).toEqual({ from: '2025-01-29', to: '2025-02-28' });
    expect(march.totals).toEqual({ orders: 6, sales: 4, revenue: { TZS: '2500000.00', USD: '650.00' } });
    expect(march.previous_totals).toEqual({
      orders: 1,
      sales: 1,
      revenue: { TZS: '500000.00', USD: '0.00' },
    });
    expect(march.buckets).toEqual([{ start: '2025-03-01', ...march.totals }]);
    expect(march.streams).toEqual([
      {
        brand: 'fursa',
        kind: 'product_order',
        currency: 'TZS',
        orders: 4,
        sales: 2,
        revenue: '2500000.00',
        previous: { orders: 1, sales: 1, revenue: '500000.00' },
      },
      {
        brand: 'igsum',
        kind: 'product_order',
        currency: 'USD',
        orders: 1,
        sales: 1,
        revenue: '50.00',
        previous: { orders: 0, sales: 0, revenue: '0.00' },
      },
      {
        brand: 'igsum',
        kind: 'tour_booking',
        currency: 'USD',
        orders: 1,
        sales: 1,
        revenue: '600.00',
        previous: { orders: 0, sales: 0, revenue: '0.00' },
      },
    ]);
    expect(march.top).toEqual({
      laptops: [
        { id: laptopA.id, name: 'ThinkPad Kazi', units: 2, revenue: '2000000.00', currency: 'TZS' },
        { id: laptopB.id, name: 'Dell Safari', units: 1, revenue: '500000.00', currency: 'TZS' },
      ],
      igsum_products: [{ id: kikoi.id, name: 'Kikoi', units: 2, revenue: '50.00', currency: 'USD' }],
      tours: [{ id: tour.id, name: 'Serengeti', units: 3, revenue: '600.00', currency: 'USD' }],
    });

    // Weeks start on Monday; the first is clipped to the period's first day.
    const weeks = await report('from=2025-03-01&to=2025-03-16&granularity=week&brand=fursa');
    expect(weeks.buckets.map((b) => [b.start, b.orders, b.sales, b.revenue.TZS, b.revenue.USD])).toEqual([
      ['2025-03-01', 1, 1, '2000000.00', '0.00'],
      ['2025-03-03', 0, 0, '0.00', '0.00'],
      ['2025-03-10', 3, 1, '500000.00', '0.00'],
    ]);
    expect(weeks.top.tours).toEqual([]);

    const days = await report('from=2025-03-04&to=2025-03-06&brand=igsum');
    expect(days.buckets.map((b) => [b.start, b.orders, b.revenue.USD])).toEqual([
      ['2025-03-04', 0, '0.00'],
      ['2025-03-05', 2, '650.00'],
      ['2025-03-06', 0, '0.00'],
    ]);
    expect(days.top.laptops).toEqual([]);

    // An admin selling the pending order moves its day; cancelling it takes it off again.
    const sell = (status: string) =>
      t.as(adminToken, { method: 'PUT', url: `/api/admin/orders/${pending.id}/`, payload: { status } });
    expect((await sell('sold')).statusCode).toBe(200);
    const sold = await report('from=2025-03-10&to=2025-03-10&brand=fursa');
    expect(sold.totals).toEqual({ orders: 2, sales: 2, revenue: { TZS: '1000000.00', USD: '0.00' } });
    expect(sold.top.laptops).toEqual([
      { id: laptopB.id, name: 'Dell Safari', units: 2, revenue: '1000000.00', currency: 'TZS' },
    ]);
    expect((await sell('cancelled')).statusCode).toBe(200);
    const cancelled = await report('from=2025-03-10&to=2025-03-10&brand=fursa');
    expect(cancelled.totals).toEqual({ orders: 2, sales: 1, revenue: { TZS: '500000.00', USD: '0.00' } });

    // A deleted order leaves the figures, lines included.
    await db.delete(orders).where(eq(orders.id, pending.id));
    const afterDelete = await report('from=2025-03-10&to=2025-03-10&brand=fursa');
    expect(afterDelete.totals.orders).toBe(1);
    expect(afterDelete.top.laptops).toEqual([
      { id: laptopB.id, name: 'Dell Safari', units: 1, revenue: '500000.00', currency: 'TZS' },
    ]);
  });

  it('counts many orders and lines inserted by one statement (an import, a restore) once each', async () => {
    const db = t.database.db;
    const laptop = await makeProduct(db, { brand: 'fursa', name: 'Bulk Laptop', price: '700000.00' });
    const placed = await db
      .insert(orders)
      .values(
        [1, 2, 3].map((n) => ({
          orderId: `BULK-SALE-${n}`,
          userId,
          brand: 'fursa' as const,
          kind: 'product_order' as const,
          currency: 'TZS',
          totalAmount: '700000.00',
          paymentMethod: 'mobile_money',
          status: n === 3 ? 'pending' : 'sold',
          createdAt: dar('2024-06-15T10:00:00'),
        })),
      )
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      placed.map((o) => ({
        orderId: o.id,
        productBrand: 'fursa' as const,
        productId: laptop.id,
        itemName: 'Bulk Laptop',
        quantity: 1,
        price: '700000.00',
      })),
    );
    const day = await report('from=2024-06-15&to=2024-06-15&brand=fursa');
    expect(day.totals).toEqual({ orders: 3, sales: 2, revenue: { TZS: '1400000.00', USD: '0.00' } });
    expect(day.top.laptops).toEqual([
      { id: laptop.id, name: 'Bulk Laptop', units: 2, revenue: '1400000.00', currency: 'TZS' },
    ]);
  });

  it("counts a tour's travellers as its units, also a booking with terms (one line of its whole price)", async () => {
    const db = t.database.db;
    const tour = await makeTour(db, { title: 'Ngorongoro Crater', price: '900.00' });
    const booking = (participants: number, price: string, quantity = 1) =>
      makeOrder(db, {
        userId,
        brand: 'igsum',
        createdAt: dar('2024-08-20T10:00:00'),
        lines: [
          { itemName: tour.title, price, quantity, tourId: tour.id, tourDate: '2024-09-01', participants },
        ],
      });
    // A booking with terms: 2 adults and a child in one line; an older one, 2 x the price per person.
    const withTerms = await booking(3, '2877.60');
    const older = await booking(2, '900.00', 2);
    for (const order of [withTerms, older]) {
      await db.update(orders).set({ status: 'sold' }).where(eq(orders.id, order.id));
    }
    const day = await report('from=2024-08-20&to=2024-08-20&brand=igsum');
    expect(day.top.tours).toEqual([
      { id: tour.id, name: 'Ngorongoro Crater', units: 5, revenue: '4677.60', currency: 'USD' },
    ]);
    // A line's travellers corrected afterwards move its units.
    await db.update(orderItems).set({ participants: 4 }).where(eq(orderItems.orderId, withTerms.id));
    const again = await report('from=2024-08-20&to=2024-08-20&brand=igsum');
    expect(again.top.tours[0]?.units).toBe(6);
  });

  it('refuses a reversed or too long period, and anyone but an admin', async () => {
    const reversed = await t.as(adminToken, {
      method: 'GET',
      url: '/api/admin/sales/?from=2025-03-02&to=2025-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    const long = await t.as(adminToken, {
      method: 'GET',
      url: '/api/admin/sales/?from=2015-01-01&to=2025-03-01',
    });
    expect(long.statusCode).toBe(400);
    const customer = await t.register();
    const res = await t.as(customer.access, {
      method: 'GET',
      url: '/api/admin/sales/?from=2025-03-01&to=2025-03-02',
    });
    expect(res.statusCode).toBe(403);
  });
});
