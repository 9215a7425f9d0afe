import type { AdminSalesReport } from '@shop/contract/admin-sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { darEsSalaamClock } from '#server/modules/receipts/dar-es-salaam-clock.ts';
import { issueReceipt } from '#server/modules/receipts/issue-receipt.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeProduct } from '#server/test/builders.ts';
import { paidLaptopOrder, unpaidLaptopOrder } from '#server/test/receipt-steps.ts';

let t: TestApp;
let admin: { access: string };
let customer: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = (await t.register()).user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const report = async (query: string) => {
  const res = await t.as(admin.access, { method: 'GET', url: `/api/admin/sales/?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as AdminSalesReport).payments!;
};
const status = (orderId: number, to: string) =>
  t.as(admin.access, { method: 'PUT', url: `/api/orders/admin/${orderId}/`, payload: { status: to } });

describe('payments received in the sales report', () => {
  it('gives each day its receipts less credit notes beside the revenue of sold orders, and the VAT per tax code, each currency apart', async () => {
    const now = new Date();
    const yesterdayAt = new Date(now.getTime() - 24 * 3600_000);
    const [today, yesterday] = [darEsSalaamClock(now).date, darEsSalaamClock(yesterdayAt).date];

    // Yesterday: the cash of a delivered order (receipts are numbered in time, so it comes first).
    const cash = await makeOrder(db(), {
      userId: customer,
      brand: 'fursa',
      paymentMethod: 'cash_on_delivery',
      lines: [{ itemName: 'Charger', price: '59000.00' }],
    });
    await db().transaction((tx) => issueReceipt(tx, { kind: 'cash', orderId: cash.id }, yesterdayAt));

    // Today: a laptop and an exempt product paid and sold, a laptop paid then cancelled (its credit note).
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '1180000.00' });
    const exempt = await makeProduct(db(), { brand: 'fursa', price: '50000.00', taxCode: 'E' });
    const { order: sold, session } = await unpaidLaptopOrder(db(), customer, [
      { product: laptop, quantity: 1 },
      { product: exempt, quantity: 1 },
    ]);
    await recordPayment(db(), session, { amount: session.amount, currency: 'TZS' });
    expect((await status(sold.id, 'sold')).statusCode).toBe(200);
    const cancelled = await paidLaptopOrder(db(), customer);
    expect((await status(cancelled.id, 'cancelled')).statusCode).toBe(200);

    // And a product paid in dollars: its own row, never added to the shillings.
    const usdOrder = await makeOrder(db(), {
      userId: customer,
      brand: 'igsum',
      currency: 'USD',
      lines: [{ itemName: 'Kikoi', price: '59.00' }],
    });
    const [usd] = await db()
      .insert(paymentSessions)
      .values({
        orderId: usdOrder.id,
        userId: customer,
        provider: 'stripe',
        providerSessionId: `cs_test_sales_${usdOrder.id}`,
        amount: usdOrder.totalAmount,
        currency: 'USD',
        url: 'https://checkout.stripe.com/c/pay/cs_test',
      })
      .returning();
    await recordPayment(db(), usd!, { amount: usd!.amount, currency: 'USD' });

    const both = await report(`from=${yesterday}&to=${today}`);
    expect(both.days).toEqual([
      {
        day: yesterday,
        currency: 'TZS',
        received: '59000.00',
        credited: '0.00',
        net: '59000.00',
        receipts: 1,
        credit_notes: 0,
        revenue: '0.00',
      },
      {
        day: today,
        currency: 'TZS',
        received: '2410000.00',
        credited: '1180000.00',
        net: '1230000.00',
        receipts: 2,
        credit_notes: 1,
        revenue: '1230000.00',
      },
      {
        day: today,
        currency: 'USD',
        received: usdOrder.totalAmount,
        credited: '0.00',
        net: usdOrder.totalAmount,
        receipts: 1,
        credit_notes: 0,
        revenue: '0.00',
      },
    ]);
    // VAT inside what was kept: the cancelled laptop's VAT went back with its credit note.
    expect(both.vat).toEqual([
      { currency: 'TZS', tax_code: 'A', amount: '1239000.00', vat: '189000.00' },
      { currency: 'TZS', tax_code: 'E', amount: '50000.00', vat: '0.00' },
      { currency: 'USD', tax_code: 'A', amount: '59.00', vat: '9.00' },
    ]);

    // One brand, one day.
    const laptops = await report(`from=${today}&to=${today}&brand=fursa`);
    expect(laptops.days.map((d) => [d.day, d.currency, d.net])).toEqual([[today, 'TZS', '1230000.00']]);
    expect(laptops.vat.map((v) => v.currency)).toEqual(['TZS', 'TZS']);
  });
});
