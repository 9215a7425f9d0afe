import { randomBytes } from 'node:crypto';
import {
  type AdminReceipt,
  type AdminReceiptsPage,
  type AdminZReport,
  RECEIPT_RESEND_PLAIN,
  RECEIPT_RESEND_SENT,
} from '@shop/contract/receipts';
import { VALIDATION_MESSAGES as V } from '@shop/contract/validation-messages';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { auditLog, orders, paymentSessions, receiptSubmissions, receipts } from '#server/db/schema.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeProduct, tourTerms } from '#server/test/builders.ts';
import { paidLaptopOrder } from '#server/test/receipt-steps.ts';
import { startTraStandIn, type TraStandIn } from '#server/test/tra-vfd-stand-in.ts';
import { registerVfd } from './registration';
import { vfdClient } from './vfd-services';
import type { VfdWorker } from './vfd-worker';

let tra: TraStandIn;
let t: TestApp;
let admin: string;
let customer: { access: string; user: { id: number } };
beforeAll(async () => {
  tra = await startTraStandIn();
  t = await buildTestApp({ ...tra.env, VFD_POLL_SECONDS: '0' });
  admin = (await t.admin()).access;
  customer = await t.register({ full_name: 'Baraka Traders Ltd' });
});
afterAll(async () => {
  await t?.close();
  await tra?.close();
});

const db = () => t.database.db;
const vfd = () => t.app.vfd as VfdWorker;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const asAdmin = (method: 'GET' | 'POST', url: string) => t.as(admin, { method, url });
const receiptOf = async (orderId: number) =>
  (await db().select().from(receipts).where(eq(receipts.orderId, orderId)))[0]!;
const submissionOf = async (receiptId: number) =>
  (await db().select().from(receiptSubmissions).where(eq(receiptSubmissions.receiptId, receiptId)))[0]!;
const resend = (id: number) => asAdmin('POST', `/api/admin/receipts/${id}/resend/`);
const zReport = async (date: string) => {
  const res = await asAdmin('GET', `/api/admin/receipts/z-report/?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminZReport;
};

/** A laptop checked out through the API with `taxIds`, as the checkout form sends them. */
const checkout = async (taxIds: Record<string, unknown>, buyer = customer) => {
  const laptop = await makeProduct(db(), { brand: 'fursa', price: '1180000.00' });
  await t.as(buyer.access, {
    method: 'POST',
    url: '/api/fursa/cart/',
    payload: { product: laptop.id, quantity: 1 },
  });
  return t.as(buyer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa', fulfilment: 'pickup', payment_method: 'credit_card', ...taxIds },
  });
};

/** The order `orderId` paid in full by card through the payment path, which issues its receipt. */
const pay = async (orderId: number) => {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const providerSessionId = `demo_cs_${randomBytes(6).toString('hex')}`;
  const [session] = await db()
    .insert(paymentSessions)
    .values({
      orderId,
      userId: order!.userId,
      provider: 'demo',
      providerSessionId,
      amount: order!.totalAmount,
      currency: order!.currency,
      url: `http://localhost/api/payments/demo/${providerSessionId}/`,
    })
    .returning();
  await recordPayment(db(), session!, { amount: session!.amount, currency: session!.currency });
  return receiptOf(orderId);
};

describe("The admin's receipts", () => {
  it('refuses a TIN or VRN that is not one, and keeps them bare on the order', async () => {
    for (const [field, typed, message] of [
      ['customer_tin', '12345678', V.tin],
      ['customer_tin', '1234567890', V.tin],
      ['customer_tin', 'TIN 123456789', V.tin],
      ['customer_vrn', '400123456', V.vrn],
      ['customer_vrn', '4001234K', V.vrn],
      ['customer_vrn', `=HYPERLINK("x")${'9'.repeat(40)}`, V.vrn],
    ] as const) {
      const res = await checkout({ [field]: typed });
      expect(res.statusCode, `${field} ${typed}`).toBe(400);
      expect(res.json().fields).toEqual({ [field]: [message] });
    }
    const placed = await checkout({ customer_tin: ' 123-456-789 ', customer_vrn: '40-012345-k' });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (placed.json() as { id: number }).id));
    expect(order).toMatchObject({ customerTin: '123456789', customerVrn: '40012345K' });
    // The admin's order dialog reads them.
    const read = await asAdmin('GET', `/api/admin/orders/${order!.id}/`);
    expect(read.json()).toMatchObject({ customer_tin: '123456789', customer_vrn: '40012345K' });
    // Empty is none.
    const none = await checkout({ customer_tin: '', customer_vrn: '' });
    expect(none.statusCode, none.body).toBe(201);
    const [plain] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (none.json() as { id: number }).id));
    expect(plain).toMatchObject({ customerTin: null, customerVrn: null });
  });

  it('cannot resend a receipt issued without a VFD; its day sums the plain receipts', async () => {
    const order = await paidLaptopOrder(db(), customer.user.id);
    const receipt = await receiptOf(order.id);
    expect(receipt.fiscal).toBe(false);
    const res = await resend(receipt.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECEIPT_RESEND_PLAIN);
    expect((await resend(2_000_000_000)).statusCode).toBe(404);

    const day = await zReport(dayOf(receipt.znum));
    expect(day).toMatchObject({ status: 'plain', attempts: 0, last_error: null });
    expect(day.totals).toEqual([{ currency: 'TZS', receipts: 1, total: '1180000.00', vat: '180000.00' }]);
    expect(day.vat_by_code).toEqual([
      { currency: 'TZS', tax_code: 'A', net: '1000000.00', vat: '180000.00' },
    ]);
    expect(day.payments).toEqual([{ currency: 'TZS', payment_type: 'CCARD', amount: '1180000.00' }]);
    expect(await zReport('2001-01-01')).toMatchObject({ status: 'none', totals: [] });
    expect((await asAdmin('GET', '/api/admin/receipts/z-report/?date=20260101')).statusCode).toBe(400);
  });

  it('carries a business customer’s TIN as CUSTIDTYPE 1 and resends a failed receipt as its same XML and number', async () => {
    const client = await vfdClient(loadConfig(tra.env).vfd!);
    await registerVfd(db(), client, tra.env.VFD_TIN!);
    const placed = await checkout(
      { customer_tin: '123-456-789', customer_vrn: '40012345K' },
      await t.register({ full_name: 'Baraka Traders Ltd' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const receipt = await pay((placed.json() as { id: number }).id);
    expect(receipt).toMatchObject({
      fiscal: true,
      customerIdType: 1,
      customerId: '123456789',
      customerVrn: '40012345K',
    });

    tra.fail('receipt', { ackCode: '7', message: 'SERVICE UNAVAILABLE' });
    expect(await vfd().sendDue()).toBe(0);
    const failed = await submissionOf(receipt.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.signedXml).toContain('<CUSTIDTYPE>1</CUSTIDTYPE><CUSTID>123456789</CUSTID>');

    const [listed] = (
      (await asAdmin('GET', `/api/admin/receipts/?number=${receipt.gc}`)).json() as AdminReceiptsPage
    ).receipts;
    expect(listed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'refused: ACKCODE 7: SERVICE UNAVAILABLE',
      customer_tin: '123456789',
      customer_vrn: '40012345K',
    });

    // Resent: due now, not in the retry's ten seconds; the same row, bytes and number.
    const receiptsBefore = (await db().select().from(receipts)).length;
    const res = await resend(receipt.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as AdminReceipt).toMatchObject({
      id: receipt.id,
      number: receipt.gc,
      status: 'queued',
    });
    const queued = await submissionOf(receipt.id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, signedXml: failed.signedXml });
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.resend'), eq(auditLog.entityId, String(receipt.id))));
    expect(logged).toMatchObject({
      entityType: 'receipt',
      details: { number: receipt.gc, status: 'failed', reason: 'refused: ACKCODE 7: SERVICE UNAVAILABLE' },
    });

    expect(await vfd().sendDue()).toBe(1);
    expect(tra.accepted.map((r) => r.gc)).toEqual([receipt.gc]);
    expect(failed.signedXml).toContain(tra.accepted[0]!.xml);
    expect(await submissionOf(receipt.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await db().select().from(receipts)).length).toBe(receiptsBefore);

    const again = await resend(receipt.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RECEIPT_RESEND_SENT);
    expect(tra.duplicates).toBe(0);

    // The orders CSV names its receipt and how far it got, and the business customer's numbers.
    const csv = await asAdmin('GET', `/api/admin/exports/orders.csv?search=${listed!.order_reference}`);
    const [row] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      Reference: listed!.order_reference,
      'Receipt numbers (first line)': String(receipt.gc),
      'Receipt status (first line)': 'sent',
      'Customer TIN': '123456789',
      'Customer VRN': '40012345K',
    });
    const plainCsv = await asAdmin('GET', '/api/admin/exports/orders.csv');
    const plainRows = parse(plainCsv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(plainRows.map((r) => r['Receipt status (first line)'])).toContain('not fiscal');
  });

  it("sets a product's and a tour's tax code from the admin's forms, standard unless chosen", async () => {
    const category = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/categories/',
      payload: { name: 'Tax Laptops' },
    });
    const product = { name: 'Tax Book', description: 'x', price: '1000', category: category.json().id };
    const standard = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/products/',
      payload: { ...product, stock_quantity: 1 },
    });
    expect(standard.json()).toMatchObject({ tax_code: 'A' });
    const exempt = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/products/',
      payload: { ...product, name: 'Tax Book 2', stock_quantity: 1, tax_code: 'E' },
    });
    expect(exempt.json()).toMatchObject({ tax_code: 'E' });
    const changed = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/products/${exempt.json().id}/`,
      payload: { tax_code: 'C' },
    });
    expect(changed.json()).toMatchObject({ tax_code: 'C' });
    const wrong = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/products/${exempt.json().id}/`,
      payload: { tax_code: 'Z' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['tax_code']);

    const tourCategory = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/tour-categories/',
      payload: { name: 'Tax Tours' },
    });
    const tour = await t.as(admin, {
      method: 'POST',
      url: '/api/admin/tours/',
      payload: {
        title: 'Tax Safari',
        description: 'x',
        price: '100',
        category: tourCategory.json().id,
        duration: '1 day',
        difficulty_level: 'Easy',
        max_participants: 4,
        tax_code: 'D',
      },
    });
    expect(tour.json()).toMatchObject({ tax_code: 'D' });
    const relieved = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/tours/${tour.json().id}/`,
      payload: { tax_code: 'A' },
    });
    expect(relieved.json()).toMatchObject({ tax_code: 'A' });

    // A booking with terms takes a business customer's numbers as the checkout does.
    const departure = dateFromToday(120);
    await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/tours/${tour.json().id}/`,
      payload: { available_dates: [departure] },
    });
    const terms = await t.as(admin, {
      method: 'PUT',
      url: `/api/admin/tours/${tour.json().id}/terms/`,
      payload: tourTerms(),
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const traveller = await t.register();
    const book = (taxIds: Record<string, string>) =>
      t.as(traveller.access, {
        method: 'POST',
        url: '/api/tour-bookings/',
        payload: {
          tour: tour.json().id,
          tour_date: departure,
          travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 1 }],
          ...taxIds,
        },
      });
    const refused = await book({ customer_tin: '12345678X' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ customer_tin: [V.tin] });
    const booked = await book({ customer_tin: '100-200-300', customer_vrn: '10 020030 z' });
    expect(booked.statusCode, booked.body).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (booked.json() as { order: { id: number } }).order.id));
    expect(order).toMatchObject({ customerTin: '100200300', customerVrn: '10020030Z' });
  });

  it("shows the day's Z report: pending until the day is over, then sent", async () => {
    const fiscal = await db().select().from(receipts).where(eq(receipts.fiscal, true));
    const day = dayOf(fiscal[0]!.znum);
    expect(await zReport(day)).toMatchObject({
      status: 'pending',
      totals: [{ currency: 'TZS', receipts: 1, total: '1180000.00', vat: '180000.00' }],
    });
    await vfd().sendDue(later(24 * 3600));
    expect(await zReport(day)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });
});

const dayOf = (znum: string) => `${znum.slice(0, 4)}-${znum.slice(4, 6)}-${znum.slice(6)}`;
