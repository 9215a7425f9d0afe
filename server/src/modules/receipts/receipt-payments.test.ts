import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentSessions,
  receiptLines,
  receipts,
  tourBookingLines,
  tourBookings,
} from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  dateFromToday,
  makeMobileMoneyAttempt,
  makeOrder,
  makeProduct,
  makeTour,
} from '#server/test/builders.ts';

let t: TestApp;
let admin: { access: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;
/** The order's receipts, oldest first, each with its lines as [code, amount, VAT]. */
const receiptsOf = async (orderId: number) => {
  const rows = await db()
    .select()
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .orderBy(asc(receipts.gc));
  return Promise.all(
    rows.map(async (receipt) => ({
      ...receipt,
      lines: (
        await db()
          .select()
          .from(receiptLines)
          .where(eq(receiptLines.receiptId, receipt.id))
          .orderBy(asc(receiptLines.position))
      ).map((l) => [l.description, l.taxCode, l.amount, l.vat]),
    })),
  );
};
const session = async (orderId: number, purpose: 'deposit' | 'balance', amount: string) =>
  (
    await db()
      .insert(paymentSessions)
      .values({
        orderId,
        userId: (await t.register()).user.id,
        provider: 'stripe',
        providerSessionId: `cs_test_${orderId}_${purpose}`,
        amount,
        currency: 'USD',
        purpose,
        url: 'https://checkout.stripe.com/c/pay/cs_test',
      })
      .returning()
  )[0]!;

describe('receipts by how the money came', () => {
  it('receipts the cash of a cash-on-delivery order when the admin records it delivered, once', async () => {
    const customer = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '1180000.00', stockQuantity: 3 });
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      paymentMethod: 'cash_on_delivery',
      status: 'shipped',
      lines: [{ itemName: laptop.name, productId: laptop.id, price: laptop.price }],
    });
    for (const status of ['delivered', 'completed']) {
      const res = await t.as(admin.access, {
        method: 'PUT',
        url: `/api/orders/admin/${order.id}/`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    const [receipt, ...more] = await receiptsOf(order.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      paymentType: 'CASH',
      source: `cash:${order.id}`,
      paymentId: null,
      total: '1180000.00',
    });
    expect(receipt!.lines).toEqual([[laptop.name, 'A', '1180000.00', '180000.00']]);
  });

  it('says EMONEY for a mobile-money push, in the shillings the phone paid', async () => {
    const customer = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '590000.00' });
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'fursa',
      paymentMethod: 'mobile_money',
      lines: [{ itemName: laptop.name, productId: laptop.id, price: laptop.price, quantity: 2 }],
    });
    const push = await makeMobileMoneyAttempt(db(), order, { expiresAt: new Date(Date.now() + 600_000) });
    const [pushed] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, push.sessionId));
    await recordPayment(db(), pushed!, { amount: pushed!.amount, currency: 'TZS' });
    const [receipt] = await receiptsOf(order.id);
    expect(receipt).toMatchObject({
      paymentType: 'EMONEY',
      currency: 'TZS',
      total: '1180000.00',
      vat: '180000.00',
    });
    expect(receipt!.lines).toEqual([[laptop.name, 'A', '1180000.00', '180000.00']]);
  });

  it("receipts a booking's deposit and its balance apart, each its share of every line and the VAT in it", async () => {
    const customer = await t.register();
    // A zero-rated tour; its park fees carry VAT, and a discount comes off the tour's own price.
    const tour = await makeTour(db(), { taxCode: 'C' });
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'igsum',
      kind: 'tour_booking',
      totalAmount: '927.00',
      lines: [{ itemName: tour.title, tourId: tour.id, price: '927.00', participants: 2 }],
    });
    const departure = dateFromToday(90);
    await db()
      .insert(tourBookings)
      .values({
        orderId: order.id,
        tourId: tour.id,
        departureOn: departure,
        currency: 'USD',
        total: '927.00',
        deposit: '278.10',
        balance: '648.90',
        balanceDueOn: dateFromToday(30),
        detailsDueOn: dateFromToday(60),
        detailsDeleteOn: dateFromToday(120),
      });
    await db()
      .insert(tourBookingLines)
      .values(
        (
          [
            ['traveller', 'Adults', 2, '400.00', '800.00'],
            ['park_fee', 'Serengeti, 2 adults x 1 day', 2, '75.00', '150.00'],
            ['vat', 'VAT 18% on park fees', 1, '27.00', '27.00'],
            ['discount', 'Code SAFARI', 1, '-50.00', '-50.00'],
          ] as const
        ).map(([kind, label, quantity, unitAmount, amount], i) => ({
          orderId: order.id,
          position: i + 1,
          kind,
          label,
          quantity,
          unitAmount,
          amount,
        })),
      );
    const deposit = await session(order.id, 'deposit', '278.10');
    await recordPayment(db(), deposit, { amount: '278.10', currency: 'USD' });
    const balance = await session(order.id, 'balance', '648.90');
    await recordPayment(db(), balance, { amount: '648.90', currency: 'USD' });

    const [first, second] = await receiptsOf(order.id);
    expect(first).toMatchObject({ paymentType: 'CCARD', currency: 'USD', total: '278.10', vat: '8.10' });
    expect(first!.lines).toEqual([
      ['Adults', 'C', '225.00', '0.00'],
      ['Serengeti, 2 adults x 1 day', 'A', '53.10', '8.10'],
    ]);
    expect(second).toMatchObject({ total: '648.90', vat: '18.90', gc: first!.gc + 1 });
    expect(second!.lines).toEqual([
      ['Adults', 'C', '525.00', '0.00'],
      ['Serengeti, 2 adults x 1 day', 'A', '123.90', '18.90'],
    ]);
  });
});
