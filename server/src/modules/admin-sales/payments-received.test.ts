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

    // And a product paid in dollars: receipted in shillings at the admin's rate (2,590 to the dollar,
    // docs/receipts.md), so it counts in the shillings' rows, as TRA is told.
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
        // 2,410,000 in shillings and US$59.00 x 2,590 = 152,810.
        received: '2562810.00',
        credited: '1180000.00',
        net: '1382810.00',
        receipts: 3,
        credit_notes: 1,
        revenue: '1230000.00',
      },
    ]);
    // VAT inside what was kept: the cancelled laptop's VAT went back with its credit note.
    expect(both.vat).toEqual([
      // 1,239,000 + 152,810 (VAT 189,000 + 23,310, 18/118 of 152,810).
      { currency: 'TZS', tax_code: 'A', amount: '1391810.00', vat: '212310.00' },
      { currency: 'TZS', tax_code: 'E', amount: '50000.00', vat: '0.00' },
    ]);

    // One brand, one day.
    const laptops = await report(`from=${today}&to=${today}&brand=fursa`);
    expect(laptops.days.map((d) => [d.day, d.currency, d.net])).toEqual([[today, 'TZS', '1230000.00']]);
    expect(laptops.vat.map((v) => v.currency)).toEqual(['TZS', 'TZS']);
  });
});
