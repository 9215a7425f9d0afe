import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '#server/db/client.ts';
import { receiptLines, receiptSubmissions, receipts } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeProduct } from '#server/test/builders.ts';
import { paidLaptopOrder, unpaidLaptopOrder } from '#server/test/receipt-steps.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';
import { issueReceipt } from './issue-receipt';
import { receiptFindings } from './receipt-findings';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const receiptOf = async (orderId: number) =>
  (await db().select().from(receipts).where(eq(receipts.orderId, orderId)))[0];

describe('a receipt for every payment taken', () => {
  it('numbers a paid order with its lines and the VAT inside them, once however often it is confirmed', async () => {
    const customer = await t.register({ full_name: 'Asha <Mwinyi> & Co', phone: '0712 345 678' });
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '1180000.00' });
    const exempt = await makeProduct(db(), { brand: 'fursa', price: '50000.00', taxCode: 'E' });
    const { order, session } = await unpaidLaptopOrder(db(), customer.user.id, [
      { product: laptop, quantity: 1 },
      { product: exempt, quantity: 2 },
    ]);
    await recordPayment(db(), session, { amount: session.amount, currency: 'TZS' });
    await recordPayment(db(), session, { amount: session.amount, currency: 'TZS' });

    const all = await db().select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(all).toHaveLength(1);
    const receipt = all[0]!;
    expect(receipt).toMatchObject({
      series: 'plain',
      fiscal: false,
      verificationCode: null,
      paymentType: 'CCARD',
      currency: 'TZS',
      total: '1280000.00',
      vat: '180000.00',
      customerName: 'Asha <Mwinyi> & Co',
      customerMobile: '255712345678',
    });
    const lines = await db()
      .select()
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, receipt.id))
      .orderBy(asc(receiptLines.position));
    expect(lines.map((l) => [l.taxCode, l.quantity, l.amount, l.vat])).toEqual([
      ['A', 1, '1180000.00', '180000.00'],
      ['E', 2, '100000.00', '0.00'],
    ]);
    // No VFD: nothing waits to go to TRA, no worker runs, and the doctor says so.
    expect(await db().select().from(receiptSubmissions)).toEqual([]);
    expect(t.app.vfd).toBeNull();
    const kept = await t.as(customer.access, { method: 'GET', url: `/api/receipts/order/${order.id}/` });
    expect(kept.json().receipts).toEqual([
      expect.objectContaining({ fiscal: false, verification_code: null, verify_url: null, seller: null }),
    ]);
    expect((await receiptFindings(undefined, db())).map((f) => f.message)).toEqual([
      expect.stringContaining('receipts are numbered but marked "not a fiscal receipt"'),
    ]);
  });

  it('gives the next number to the next payment, with no gap for a payment that was not applied', async () => {
    const customer = await t.register();
    const first = await paidLaptopOrder(db(), customer.user.id);
    const { session } = await unpaidLaptopOrder(db(), customer.user.id);
    await recordPayment(db(), session, { amount: '1.00', currency: 'TZS' }); // a mismatch: refund due, no receipt
    const second = await paidLaptopOrder(db(), customer.user.id);
    const a = await receiptOf(first.id);
    const b = await receiptOf(second.id);
    expect(b!.gc).toBe(a!.gc + 1);
    expect(await receiptOf(session.orderId)).toBeUndefined();
  });
});

describe('numbers under concurrent payments', () => {
  it('gives 50 payments on two app processes 50 consecutive numbers, no gap, no duplicate', async () => {
    const url = await testDatabaseUrl(t.database);
    // On PostgreSQL the second process has a pool of its own; PGlite serves one process.
    const second: Database | undefined = url ? await openPostgres(url) : undefined;
    try {
      const customer = await t.register();
      const unpaid = [];
      for (let i = 0; i < 50; i++) unpaid.push(await unpaidLaptopOrder(db(), customer.user.id));
      await Promise.all(
        unpaid.map(({ session }, i) =>
          recordPayment(i % 2 === 1 && second ? second.db : db(), session, {
            amount: session.amount,
            currency: 'TZS',
          }),
        ),
      );
      const numbers = [];
      for (const { order } of unpaid) numbers.push((await receiptOf(order.id))!.gc);
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(50);
      expect(sorted.at(-1)! - sorted[0]!).toBe(49);
    } finally {
      await second?.close();
    }
  });
});

describe('counters in Dar es Salaam', () => {
  // Last in this file: it moves the plain series' clock to 2099.
  it('restarts DC and moves ZNUM at midnight in Dar es Salaam, not at UTC midnight', async () => {
    const customer = await t.register();
    const at = async (iso: string) => {
      const { order } = await unpaidLaptopOrder(db(), customer.user.id);
      await db().transaction((tx) => issueReceipt(tx, { kind: 'cash', orderId: order.id }, new Date(iso)));
      return (await receiptOf(order.id))!;
    };
    // 23:59:58 and 23:59:59 on 30 December in Dar es Salaam (UTC+3), then 00:00:00 on the 31st.
    const late = await at('2099-12-30T20:59:58Z');
    const later = await at('2099-12-30T20:59:59Z');
    const next = await at('2099-12-30T21:00:00Z');
    // A process whose clock is behind still dates its receipt after the last one.
    const behind = await at('2099-12-30T20:59:00Z');
    const utcMidnight = await at('2099-12-31T00:00:01Z');
    expect([late, later, next, behind, utcMidnight].map((r) => [r.znum, r.dc, r.gc - late.gc])).toEqual([
      ['20991230', late.dc, 0],
      ['20991230', late.dc + 1, 1],
      ['20991231', 1, 2],
      ['20991231', 2, 3],
      ['20991231', 3, 4],
    ]);
    expect(behind.issuedAt.toISOString()).toBe('2099-12-30T21:00:00.000Z');
  });
});
