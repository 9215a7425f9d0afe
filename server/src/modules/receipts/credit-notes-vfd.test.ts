import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { receiptLines, receiptSubmissions, receipts, vfdRegistration } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { startTraStandIn, type TraStandIn } from '#server/test/tra-vfd-stand-in.ts';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import { receiptElement } from './receipt-xml';
import { registerVfd } from './registration';
import { vfdClient } from './vfd-services';
import type { VfdWorker } from './vfd-worker';

let tra: TraStandIn;
let t: TestApp;
let admin: { access: string };
let customer: number;
beforeAll(async () => {
  tra = await startTraStandIn();
  t = await buildTestApp({ ...tra.env, VFD_POLL_SECONDS: '0' });
  admin = await t.admin();
  customer = (await t.register({ full_name: 'Baraka Said' })).user.id;
  await registerVfd(db(), await vfdClient(loadConfig(tra.env).vfd!), tra.env.VFD_TIN!);
});
afterAll(async () => {
  await t?.close();
  await tra?.close();
});

const db = () => t.database.db;
const vfd = () => t.app.vfd as VfdWorker;
const cancel = (orderId: number) =>
  t.as(admin.access, {
    method: 'PUT',
    url: `/api/orders/admin/${orderId}/`,
    payload: { status: 'cancelled' },
  });
const numbered = () =>
  db()
    .select({ gc: receipts.gc, dc: receipts.dc, credits: receipts.creditsReceiptId, total: receipts.total })
    .from(receipts)
    .orderBy(asc(receipts.gc));

describe('credit notes to TRA', () => {
  it('numbers credit notes on the receipts’ counter and posts them after their receipt, in order, as TRA takes them', async () => {
    const first = await paidLaptopOrder(db(), customer);
    const second = await paidLaptopOrder(db(), customer);
    expect((await cancel(first.id)).statusCode).toBe(200);
    const third = await paidLaptopOrder(db(), customer);
    expect((await cancel(third.id)).statusCode).toBe(200);
    expect(second.id).toBeGreaterThan(first.id);

    // One counter: receipts and credit notes interleaved, GC and DC without a gap.
    const [r1, r2, cn1, r3, cn3] = await numbered();
    expect([r1, r2, cn1, r3, cn3].map((r) => [r!.gc, r!.dc])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
    expect(cn1).toMatchObject({ total: '-1180000.00' });
    const [credited] = await db().select().from(receipts).where(eq(receipts.gc, 3));
    expect(credited).toMatchObject({ fiscal: true, series: 'fiscal', verificationCode: 'TST9A13' });

    expect(await vfd().sendDue()).toBe(5);
    expect(tra.refused).toEqual([]);
    expect(tra.accepted.map((r) => r.gc)).toEqual([1, 2, 3, 4, 5]);
    const note = tra.accepted[2]!.xml;
    expect(note).toContain('<DESC>Refund of receipt 1: ');
    expect(note).toContain('<AMT>-1180000.00</AMT>');
    expect(note).toContain('<TOTALTAXINCL>-1180000.00</TOTALTAXINCL>');
    expect(note).toContain('<TOTALTAXEXCL>-1000000.00</TOTALTAXEXCL>');
    expect(note).toContain('<PMTAMOUNT>-1180000.00</PMTAMOUNT>');
    expect(note).toContain(
      '<VATRATE>A</VATRATE><NETTAMOUNT>-1000000.00</NETTAMOUNT><TAXAMOUNT>-180000.00</TAXAMOUNT>',
    );
    expect(tra.accepted[4]!.xml).toContain('<DESC>Refund of receipt 4: ');
    expect((await db().select().from(receiptSubmissions)).every((s) => s.status === 'sent')).toBe(true);
  });

  it('has the stand-in refuse a credit note above what its receipt still holds, as the rules we follow say', async () => {
    const [note] = await db().select().from(receipts).where(eq(receipts.gc, 3));
    const [registration] = await db().select().from(vfdRegistration);
    const client = await vfdClient(loadConfig(tra.env).vfd!);
    const { token } = await client.token(registration!.username, registration!.password);
    // Receipt 2 holds 1,180,000: a credit note of 1,180,000.01 of it, numbered next, is refused.
    const over = {
      ...note!,
      gc: 6,
      dc: 6,
      verificationCode: 'TST9A16',
      total: '-1180000.01',
      vat: '-180000.00',
    };
    const line = {
      ...(await db().select().from(receiptLines).where(eq(receiptLines.receiptId, note!.id)))[0]!,
    };
    const xml = receiptElement(
      over,
      [{ ...line, amount: '-1180000.01', vat: '-180000.00' }],
      registration!,
      2,
    );
    await expect(client.postReceipt(client.signed(xml), token, 'vfdrct')).rejects.toThrow(
      'credits above receipt 2',
    );
    // Of a receipt TRA never had, or a credit note of a credit note: refused too.
    const ofNothing = receiptElement(
      over,
      [{ ...line, amount: '-1180000.01', vat: '-180000.00' }],
      registration!,
      99,
    );
    await expect(client.postReceipt(client.signed(ofNothing), token, 'vfdrct')).rejects.toThrow(
      'which TRA does not have',
    );
    expect(tra.refused.splice(0)).toHaveLength(2);
    expect(tra.accepted).toHaveLength(5);
  });

  it("nets the day's credit notes in its Z report and names them as corrections", async () => {
    const today = darEsSalaamClock(new Date()).date.replaceAll('-', '');
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await vfd().sendDue(tomorrow);
    expect(tra.refused).toEqual([]);
    expect(tra.zReports.map((z) => [z.znum, z.total, z.tickets])).toEqual([[today, '1180000.00', 5]]);
    expect(tra.zReports[0]!.xml).toContain('<CORRECTIONS>2360000.00</CORRECTIONS>');
    expect(tra.zReports[0]!.xml).toContain(
      '<VATRATE>A-18.00</VATRATE><NETTAMOUNT>1000000.00</NETTAMOUNT><TAXAMOUNT>180000.00</TAXAMOUNT>',
    );
  });
});
