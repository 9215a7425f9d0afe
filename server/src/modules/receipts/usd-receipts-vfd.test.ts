import type { OrderReceipts } from '@shop/contract/receipts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { receiptLines, receipts, vfdRegistration } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { setUsdRate, usdBookingPaidInTwoParts } from '#server/test/receipt-steps.ts';
import { startTraStandIn, type TraStandIn } from '#server/test/tra-vfd-stand-in.ts';
import { creditBookingRefund } from './credit-notes';
import { darEsSalaamClock } from './dar-es-salaam-clock';
import type { ReceiptSource } from './receipt-links';
import { receiptPageOf } from './receipt-page';
import { receiptPdf } from './receipt-pdf';
import { receiptElement } from './receipt-xml';
import { registerVfd } from './registration';
import { vfdClient } from './vfd-services';
import type { VfdWorker } from './vfd-worker';
import { zReportElement } from './z-report';

/**
 * docs/receipts.md, "Shillings only": a tour paid by card in dollars gets fiscal receipts in
 * shillings, each at the rate of its own day, and TRA (the stand-in) is told shillings only.
 */
let tra: TraStandIn;
let t: TestApp;
let customer: { access: string; user: { id: number } };
beforeAll(async () => {
  tra = await startTraStandIn();
  t = await buildTestApp({ ...tra.env, VFD_POLL_SECONDS: '0' });
  customer = await t.register({ full_name: 'Neema Kileo' });
  await registerVfd(db(), await vfdClient(loadConfig(tra.env).vfd!), tra.env.VFD_TIN!);
});
afterAll(async () => {
  await t?.close();
  await tra?.close();
});

const db = () => t.database.db;
const vfd = () => t.app.vfd as VfdWorker;
const client = () => vfdClient(loadConfig(tra.env).vfd!);
const token = async () => {
  const [registration] = await db().select().from(vfdRegistration);
  return (await (await client()).token(registration!.username, registration!.password)).token;
};
const ordered = () => db().select().from(receipts).orderBy(asc(receipts.gc));
const linesOf = (receiptId: number) =>
  db()
    .select()
    .from(receiptLines)
    .where(eq(receiptLines.receiptId, receiptId))
    .orderBy(asc(receiptLines.position));

let orderId: number;

describe('a tour paid in dollars, receipted to TRA in shillings', () => {
  it('posts the deposit and the balance in shillings, each at the rate when it was numbered', async () => {
    await setUsdRate(db(), '2500.00');
    const order = await usdBookingPaidInTwoParts(db(), customer.user.id, () => setUsdRate(db(), '2600.00'));
    orderId = order.id;
    const [deposit, balance] = await ordered();
    expect(deposit).toMatchObject({
      fiscal: true,
      currency: 'TZS',
      total: '732750.00',
      originalCurrency: 'USD',
      originalAmount: '293.10',
      rate: '2500.00',
    });
    expect(balance).toMatchObject({
      currency: 'TZS',
      total: '1778140.00',
      originalAmount: '683.90',
      rate: '2600.00',
    });

    expect(await vfd().sendDue()).toBe(2);
    expect(tra.refused).toEqual([]);
    const [first, second] = tra.accepted.map((r) => r.xml);
    // US$ 293.10 x 2,500: the lines in shillings, shared 800 : 177 as the booking's are.
    expect(first).toContain('<AMT>600000.00</AMT>');
    expect(first).toContain('<AMT>132750.00</AMT>');
    expect(first).toContain('<TOTALTAXINCL>732750.00</TOTALTAXINCL><DISCOUNT>0.00</DISCOUNT>');
    expect(first).toContain('<PMTTYPE>CCARD</PMTTYPE><PMTAMOUNT>732750.00</PMTAMOUNT>');
    expect(first).toContain(
      '<VATRATE>A</VATRATE><NETTAMOUNT>112500.00</NETTAMOUNT><TAXAMOUNT>20250.00</TAXAMOUNT>',
    );
    // US$ 683.90 x 2,600, the rate of the day the balance was paid.
    expect(second).toContain('<AMT>1456000.00</AMT>');
    expect(second).toContain('<AMT>322140.00</AMT>');
    expect(second).toContain('<PMTAMOUNT>1778140.00</PMTAMOUNT>');
    expect(`${first}${second}`).not.toContain('293.10');
  });

  it('shows the dollars and the rate on the receipt page and its PDF, the amounts in shillings', async () => {
    const res = await t.as(customer.access, { method: 'GET', url: `/api/receipts/order/${orderId}/` });
    expect(res.statusCode).toBe(200);
    const [deposit, balance] = (res.json() as OrderReceipts).receipts;
    expect(deposit).toMatchObject({
      currency: 'TZS',
      total: '732750.00',
      original: { currency: 'USD', amount: '293.10', rate: '2500.00' },
    });
    expect(balance!.original).toEqual({ currency: 'USD', amount: '683.90', rate: '2600.00' });

    const [row] = await ordered();
    const page = await receiptPageOf(db(), row!.source as ReceiptSource, tra.url);
    const english = pdfText(Buffer.from(await receiptPdf(page, 'en')));
    expect(english).toContain('TZS 732,750.00');
    expect(english).toContain('Paid US$ 293.10 at TSh 2,500.00 per US$');
    const swahili = pdfText(Buffer.from(await receiptPdf(page, 'sw')));
    expect(swahili).toContain('Imelipwa US$ 293.10 kwa TSh 2,500.00 kwa kila US$');
  });

  it("credits a refund at the receipt's own rate, not today's, and TRA takes it", async () => {
    await setUsdRate(db(), '2700.00');
    // US$ 700 owed back: the balance's 683.90 whole, then 16.10 of the deposit at its 2,500.
    expect(await db().transaction((tx) => creditBookingRefund(tx, orderId, '700.00'))).toBe(2);
    const [, , ofBalance, ofDeposit] = await ordered();
    expect(ofBalance).toMatchObject({ total: '-1778140.00', originalAmount: '-683.90', rate: '2600.00' });
    expect(ofDeposit).toMatchObject({
      currency: 'TZS',
      total: '-40250.00',
      originalCurrency: 'USD',
      originalAmount: '-16.10',
      rate: '2500.00',
    });
    expect(await vfd().sendDue()).toBe(2);
    expect(tra.refused).toEqual([]);
    expect(tra.accepted[3]!.xml).toContain('<TOTALTAXINCL>-40250.00</TOTALTAXINCL>');
    expect(tra.accepted[3]!.xml).toContain('<PMTTYPE>CCARD</PMTTYPE><PMTAMOUNT>-40250.00</PMTAMOUNT>');
  });

  it('has the stand-in refuse a receipt whose amounts are dollars in part, as TRA adds them up', async () => {
    const [deposit] = await ordered();
    const lines = await linesOf(deposit!.id);
    const [registration] = await db().select().from(vfdRegistration);
    const next = { ...deposit!, gc: 5, dc: 5, verificationCode: 'TST9A15' };
    const post = async (xml: string) => {
      const vfdClientNow = await client();
      return vfdClientNow.postReceipt(vfdClientNow.signed(xml), await token(), 'vfdrct');
    };
    // The total converted, the lines left in dollars (US$ 240.00 and 53.10).
    const dollarLines = receiptElement(
      next,
      [
        { ...lines[0]!, amount: '240.00', vat: '0.00' },
        { ...lines[1]!, amount: '53.10', vat: '8.10' },
      ],
      registration!,
    );
    await expect(post(dollarLines)).rejects.toThrow('items or payments do not add up');
    // Shilling lines with the dollars' VAT.
    const dollarVat = receiptElement(
      { ...next, vat: '8.10' },
      [lines[0]!, { ...lines[1]!, vat: '8.10' }],
      registration!,
    );
    await expect(post(dollarVat)).rejects.toThrow('VAT of rate A is not 18%');
    // An amount without its two decimals is not one TRA takes.
    const bare = receiptElement(next, [lines[0]!, { ...lines[1]!, amount: '132750' }], registration!);
    await expect(post(bare)).rejects.toThrow('is not an amount in shillings with two decimals');
    expect(tra.refused.splice(0)).toHaveLength(3);
    expect(tra.accepted).toHaveLength(4);
  });

  it("sends the day's Z report in shillings, and the stand-in refuses one in dollars", async () => {
    const today = darEsSalaamClock(new Date()).date.replaceAll('-', '');
    const [registration] = await db().select().from(vfdRegistration);
    const made = await zReportElement(db(), today, registration!);
    // 732,750 + 1,778,140 - 1,778,140 - 40,250 = 692,500 net; as dollars it would be 277.00.
    expect(made).toContain('<DAILYTOTALAMOUNT>692500.00</DAILYTOTALAMOUNT>');
    const inDollars = made.replace(
      '<DAILYTOTALAMOUNT>692500.00</DAILYTOTALAMOUNT>',
      '<DAILYTOTALAMOUNT>277.00</DAILYTOTALAMOUNT>',
    );
    const vfdClientNow = await client();
    await expect(vfdClientNow.postZReport(vfdClientNow.signed(inDollars), await token())).rejects.toThrow(
      'totals differ from the receipts',
    );
    // VAT per rate in dollars (the deposit's US$ 8.10 of VAT as the day's) is refused too.
    const dollarVat = made.replace(/<VATRATE>A-18\.00<\/VATRATE>[^V]*<\/TAXAMOUNT>/, (found) =>
      found.replace(/<TAXAMOUNT>[^<]*<\/TAXAMOUNT>/, '<TAXAMOUNT>8.10</TAXAMOUNT>'),
    );
    expect(dollarVat).not.toBe(made);
    await expect(vfdClientNow.postZReport(vfdClientNow.signed(dollarVat), await token())).rejects.toThrow(
      'VAT of rate A differs from the receipts',
    );
    expect(tra.refused.splice(0)).toHaveLength(2);

    await vfd().sendDue(new Date(Date.now() + 24 * 3600_000));
    expect(tra.refused).toEqual([]);
    // Four fiscal tickets: the two receipts and the two credit notes, each posted with its own GC.
    expect(tra.zReports.map((z) => [z.znum, z.total, z.tickets])).toEqual([[today, '692500.00', 4]]);
    const z = tra.zReports[0]!.xml;
    expect(z).toContain('<CORRECTIONS>1818390.00</CORRECTIONS>');
    expect(z).toContain('<PMTTYPE>CCARD</PMTTYPE><PMTAMOUNT>692500.00</PMTAMOUNT>');
  });
});
