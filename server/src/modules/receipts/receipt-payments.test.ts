import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, receiptLines, receipts } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeMobileMoneyAttempt, makeOrder, makeProduct, makeTour } from '#server/test/builders.ts';
import { setUsdRate, usdBooking } from '#server/test/receipt-steps.ts';

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

  it("receipts a mobile-money push for a dollar order in the shillings the phone paid, at the push's own rate", async () => {
    const customer = await t.register();
    const tour = await makeTour(db(), {});
    const order = await makeOrder(db(), {
      userId: customer.user.id,
      brand: 'igsum',
      lines: [{ itemName: tour.title, tourId: tour.id, price: '150.00' }],
    });
    expect(order.currency).toBe('USD');
    // US$ 150 at the push's 2,590: TSh 388,500 charged to the phone.
    const push = await makeMobileMoneyAttempt(db(), order, {
      expiresAt: new Date(Date.now() + 600_000),
      amountTzs: '388500.00',
      rate: '2590.00',
    });
    const [pushed] = await db()
      .update(paymentSessions)
      .set({ amount: '388500.00' })
      .where(eq(paymentSessions.id, push.sessionId))
      .returning();
    // The admin's rate moved since the push started: what the phone paid counts, at the push's rate.
    await setUsdRate(db(), '2700.00');
    await recordPayment(db(), pushed!, { amount: '388500.00', currency: 'TZS' });
    const [receipt] = await receiptsOf(order.id);
    expect(receipt).toMatchObject({
      paymentType: 'EMONEY',
      currency: 'TZS',
      total: '388500.00',
      originalCurrency: 'USD',
      originalAmount: '150.00',
      rate: '2590.00',
    });
    expect(receipt!.lines).toEqual([[tour.title, 'A', '388500.00', '59262.71']]);
  });

  it("receipts a booking's deposit and its balance apart, each its share of every line and the VAT in it", async () => {
    const customer = await t.register();
    // A zero-rated tour; its park fees carry VAT, and a discount comes off the tour's own price.
    const { order } = await usdBooking(db(), customer.user.id, {
      total: '927.00',
      deposit: '278.10',
      balance: '648.90',
      lines: [
        ['traveller', 'Adults', 2, '400.00', '800.00'],
        ['park_fee', 'Serengeti, 2 adults x 1 day', 2, '75.00', '150.00'],
        ['vat', 'VAT 18% on park fees', 1, '27.00', '27.00'],
        ['discount', 'Code SAFARI', 1, '-50.00', '-50.00'],
      ],
    });
    // Paid by card in dollars: each receipt in shillings at the admin's rate when it is numbered
    // (docs/receipts.md, "Shillings only"), the rate changing between the deposit and the balance.
    await setUsdRate(db(), '2590.00');
    const deposit = await session(order.id, 'deposit', '278.10');
    await recordPayment(db(), deposit, { amount: '278.10', currency: 'USD' });
    await setUsdRate(db(), '2600.00');
    const balance = await session(order.id, 'balance', '648.90');
    await recordPayment(db(), balance, { amount: '648.90', currency: 'USD' });

    const [first, second] = await receiptsOf(order.id);
    // US$ 278.10 x 2,590 = TSh 720,279, shared as the lines are: 750 of 927 and 177 of 927.
    expect(first).toMatchObject({
      paymentType: 'CCARD',
      currency: 'TZS',
      total: '720279.00',
      vat: '20979.00',
      originalCurrency: 'USD',
      originalAmount: '278.10',
      rate: '2590.00',
    });
    expect(first!.lines).toEqual([
      ['Adults', 'C', '582750.00', '0.00'],
      ['Serengeti, 2 adults x 1 day', 'A', '137529.00', '20979.00'],
    ]);
    // US$ 648.90 x 2,600 = TSh 1,687,140; the deposit's receipt keeps its own rate.
    expect(second).toMatchObject({
      currency: 'TZS',
      total: '1687140.00',
      vat: '49140.00',
      gc: first!.gc + 1,
      originalAmount: '648.90',
      rate: '2600.00',
    });
    expect(second!.lines).toEqual([
      ['Adults', 'C', '1365000.00', '0.00'],
      ['Serengeti, 2 adults x 1 day', 'A', '322140.00', '49140.00'],
    ]);
    const [kept] = await receiptsOf(order.id);
    expect(kept).toMatchObject({ total: '720279.00', rate: '2590.00' });
  });
});
