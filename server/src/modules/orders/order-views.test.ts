import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import type { CheckoutSession } from '@shop/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, type orders } from '#server/db/schema.ts';
import { orderLineWarranty } from '#server/modules/serials/warranty.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';
import {
  bookTour,
  confirmCheckout,
  demoPagePath,
  openCheckout,
  postDemoForm,
} from '#server/test/checkout-steps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A new customer's pending booking of one seat on a US$1,450.00 tour. */
async function booking() {
  const customer = await t.register();
  const date = dateFromToday(30);
  const tour = await makeTour(t.database.db, { price: '1450.00', maxParticipants: 10, dates: [date] });
  const order = (await bookTour(t, customer.access, tour.id, date, 1)).json() as Order;
  const read = async () =>
    (await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` })).json() as Order;
  return { customer, order, read };
}

describe('an order as its customer reads it', () => {
  it('carries the shillings a USD tour paid by mobile money was charged', async () => {
    const { customer, order, read } = await booking();
    expect((await read()).payment).toBeNull();

    const attempt = (
      await t.as(customer.access, {
        method: 'POST',
        url: '/api/payments/mobile-money/',
        payload: { order_id: order.id, phone: '0754 123 456' },
      })
    ).json() as MobileMoneyAttempt;
    await postDemoForm(t.app, `${new URL(attempt.demo_phone_url!).pathname}approve/`);
    await t.as(customer.access, { method: 'GET', url: `/api/payments/mobile-money/${attempt.id}/` });

    const paid = await read();
    expect(paid.payment_status).toBe('paid');
    // docs/payments.md: 1,450 USD at the default rate of 2,590.
    expect(paid.payment).toEqual({
      method: 'mobile_money',
      demo: true,
      amount: '3755500.00',
      currency: 'TZS',
    });
  });

  it('names a card payment through the demo checkout as such', async () => {
    const { customer, order, read } = await booking();
    const session = (await openCheckout(t, customer.access, order.id)).json() as CheckoutSession;
    await postDemoForm(t.app, `${demoPagePath(session)}pay/`);
    await confirmCheckout(t, customer.access, session.session_id);

    expect((await read()).payment).toEqual({
      method: 'card',
      demo: true,
      amount: '1450.00',
      currency: 'USD',
    });
  });
});

describe("an order's lines as its customer reads them", () => {
  it('carry their serials and the warranty orderLineWarranty gives: from the day received, else paid, none cancelled', async () => {
    const db = t.database.db;
    const admin = await t.admin();
    const customer = await t.register();
    const product = await makeProduct(db, { brand: 'fursa', warrantyMonths: 6 });
    const paidAt = new Date('2027-03-10T09:00:00Z');
    const order = async (values: Partial<typeof orders.$inferInsert> = {}) => {
      const row = await makeOrder(db, {
        userId: customer.user.id,
        brand: 'fursa',
        lines: [{ itemName: 'FURSA Book 14', price: '1500000.00', quantity: 2, productId: product.id }],
        ...values,
      });
      const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      return { id: row.id, line: line! };
    };
    const paid = await order({ paidAt, paymentStatus: 'paid' });
    const received = await order({ paidAt, paymentStatus: 'paid' });
    // 21:30 UTC on the 12th is the 13th in Dar es Salaam; the first step handing the goods over counts.
    await db.insert(orderEvents).values([
      {
        orderId: received.id,
        type: 'status',
        status: 'confirmed',
        createdAt: new Date('2027-03-11T09:00:00Z'),
      },
      {
        orderId: received.id,
        type: 'status',
        status: 'delivered',
        createdAt: new Date('2027-03-12T21:30:00Z'),
      },
      {
        orderId: received.id,
        type: 'status',
        status: 'completed',
        createdAt: new Date('2027-03-20T09:00:00Z'),
      },
    ]);
    const cancelled = await order({ paidAt, paymentStatus: 'paid', status: 'cancelled' });
    const unpaid = await order();
    const serials = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/orders/${paid.id}/items/${paid.line.id}/serials/`,
      payload: { serials: ['VIEW-2', 'VIEW-1'] },
    });
    expect(serials.statusCode).toBe(200);

    const lineOf = async (id: number) =>
      ((await t.as(customer.access, { method: 'GET', url: `/api/orders/${id}/` })).json() as Order).items[0]!;
    for (const { id, line } of [paid, received, cancelled, unpaid]) {
      expect((await lineOf(id)).warranty).toEqual((await orderLineWarranty(db, line.id)) ?? null);
    }
    expect(await lineOf(paid.id)).toMatchObject({
      serials: ['VIEW-2', 'VIEW-1'],
      warranty: { months: 6, starts_on: '2027-03-10', starts_from: 'paid' },
    });
    expect(await lineOf(received.id)).toMatchObject({
      serials: [],
      warranty: { starts_on: '2027-03-13', starts_from: 'received', ends_on: '2027-09-13' },
    });
    expect((await lineOf(cancelled.id)).warranty).toBeNull();
    expect((await lineOf(unpaid.id)).warranty).toBeNull();
    // A tour's line has neither.
    const { read } = await booking();
    expect(Object.keys((await read()).items[0]!)).not.toContain('serials');
    expect(Object.keys((await read()).items[0]!)).not.toContain('warranty');
  });
});
