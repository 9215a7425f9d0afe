import type { AuthResponse } from '@shop/contract/auth';
import type { Order } from '@shop/contract/orders';
import type { ReceiptPage } from '@shop/contract/receipt-page';
import type { AdminLineSerials, AdminSerialArrival, SerialLookup, SerialUnit } from '@shop/contract/serials';
import { addMonths } from '@shop/contract/serials';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderEvents,
  orderItems,
  paymentSessions,
  productSerials,
  products,
  receipts,
  stockLedger,
} from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { recordPayment } from '#server/modules/payments/mark-paid.ts';
import { receiptPdf } from '#server/modules/receipts/receipt-pdf.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeMobileMoneyAttempt, makeOrder, makeProduct } from '#server/test/builders.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { darEsSalaamDay, orderLineWarranty } from './warranty';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register({ full_name: 'Neema Mushi' });
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(admin.access, { method, url, payload });

const laptop = (overrides: Partial<Omit<typeof products.$inferInsert, 'brand'>> = {}) =>
  makeProduct(t.database.db, { brand: 'fursa', ...overrides });

/** A laptop order of the customer, one line of `quantity`, paid at `paidAt` when given. */
async function laptopOrder(productId: number, quantity = 1, values: { paidAt?: Date; status?: string } = {}) {
  const order = await makeOrder(t.database.db, {
    userId: customer.user.id,
    brand: 'fursa',
    lines: [{ itemName: 'FURSA Book 14', price: '1500000.00', quantity, productId }],
    ...(values.paidAt && { paidAt: values.paidAt, paymentStatus: 'paid' }),
    ...(values.status && { status: values.status }),
  });
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, line: line! };
}

const setSerials = (orderId: number, itemId: number, serials: string[], move?: boolean) =>
  asAdmin('PUT', `/api/admin/orders/${orderId}/items/${itemId}/serials/`, {
    serials,
    ...(move !== undefined && { move }),
  });

const receive = (product: number, serials: string[], brand: 'fursa' | 'igsum' = 'fursa') =>
  asAdmin('POST', '/api/admin/serials/arrivals/', { product_brand: brand, product, serials });

const lookup = async (serial: string) =>
  (await asAdmin('GET', `/api/admin/serials/?serial=${encodeURIComponent(serial)}`)).json() as SerialLookup;

async function delivered(orderId: number, at: string) {
  await t.database.db
    .insert(orderEvents)
    .values({ orderId, type: 'status', status: 'delivered', createdAt: new Date(at) });
}

describe('stock arrival', () => {
  it('records the serials in capitals, raises the stock by their count and says why in the ledger', async () => {
    const product = await laptop({ stockQuantity: 2 });
    const res = await receive(product.id, [' sn-arr-001 ', 'SN-ARR-002']);
    expect(res.statusCode).toBe(201);
    const body = res.json() as AdminSerialArrival;
    expect(body.stock_quantity).toBe(4);
    expect(body.serials.map((u) => [u.serial, u.sale, u.product?.id])).toEqual([
      ['SN-ARR-001', null, product.id],
      ['SN-ARR-002', null, product.id],
    ]);
    const [ledger] = await t.database.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.brand, 'fursa'), eq(stockLedger.productId, product.id)))
      .orderBy(desc(stockLedger.id));
    expect(ledger).toMatchObject({
      quantityBefore: 2,
      quantityAfter: 4,
      reason: 'received',
      actorId: admin.user.id,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'serial.receive'), eq(auditLog.entityId, String(product.id))));
    expect(audit?.details).toEqual({ count: 2, serials: ['SN-ARR-001', 'SN-ARR-002'] });
  });

  it('refuses a serial the product has already (in any case), and one given twice, changing nothing', async () => {
    const product = await laptop({ stockQuantity: 1 });
    expect((await receive(product.id, ['DUP-100'])).statusCode).toBe(201);
    const again = await receive(product.id, ['NEW-200', 'dup-100']);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: { name: 'serialTaken', params: { serial: 'DUP-100' } } });
    const twice = await receive(product.id, ['TWO-300', 'two-300']);
    expect(twice.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(products).where(isProduct('fursa', product.id));
    expect(row!.stockQuantity).toBe(2);
    expect((await lookup('NEW-200')).results).toEqual([]);
    // Unique per product: another laptop may carry the same serial.
    const other = await laptop();
    expect((await receive(other.id, ['DUP-100'])).statusCode).toBe(201);
    expect((await lookup('DUP-100')).results.map((u) => u.product?.id)).toEqual([product.id, other.id]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await receive(999_999, ['ABC-123']);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: { name: 'serialProductMissing' } });
  });
});

describe('serials on an order line', () => {
  it('takes one serial per unit: a line of 2 gets two, a third is refused', async () => {
    const product = await laptop();
    const { order, line } = await laptopOrder(product.id, 2, { paidAt: new Date('2027-03-10T09:00:00Z') });
    const three = await setSerials(order.id, line.id, ['Q2-AAA', 'Q2-BBB', 'Q2-CCC']);
    expect(three.statusCode).toBe(400);
    expect(three.json()).toMatchObject({ reason: { name: 'serialTooMany', params: { count: 2 } } });
    const res = await setSerials(order.id, line.id, ['q2-aaa', 'Q2-BBB']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      item_id: line.id,
      serials: ['Q2-AAA', 'Q2-BBB'],
    } satisfies Partial<AdminLineSerials>);
    // The customer's own order shows them, with the warranty (3 months from the paid day).
    const mine = await t.as(customer.access, { method: 'GET', url: `/api/orders/${order.id}/` });
    const item = (mine.json() as Order).items[0]!;
    expect(item.serials).toEqual(['Q2-AAA', 'Q2-BBB']);
    expect(item.warranty).toMatchObject({
      months: 3,
      starts_on: '2027-03-10',
      starts_from: 'paid',
      ends_on: '2027-06-10',
    });
  });

  it('takes a unit from stock onto the line, and puts it back when the line drops it; a typed one is forgotten', async () => {
    const product = await laptop();
    await receive(product.id, ['STOCK-1']);
    const { order, line } = await laptopOrder(product.id, 2);
    expect((await setSerials(order.id, line.id, ['STOCK-1', 'TYPO-1'])).statusCode).toBe(200);
    const [unit] = (await lookup('STOCK-1')).results;
    expect(unit?.sale).toMatchObject({ order_id: order.id, order_reference: order.orderId });
    expect((await setSerials(order.id, line.id, ['TYPO-2'])).statusCode).toBe(200);
    expect((await lookup('STOCK-1')).results[0]?.sale).toBeNull();
    expect((await lookup('TYPO-1')).results).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'serial.assign'), eq(auditLog.entityId, String(order.id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toMatchObject({ item: line.id, before: ['STOCK-1', 'TYPO-1'], after: ['TYPO-2'] });
  });

  it('refuses a serial on another order unless moved, and audit-logs the move', async () => {
    const product = await laptop();
    const first = await laptopOrder(product.id);
    const second = await laptopOrder(product.id);
    await setSerials(first.order.id, first.line.id, ['MOVE-77']);
    const refused = await setSerials(second.order.id, second.line.id, ['MOVE-77']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: { name: 'serialOnOtherOrder', params: { serial: 'MOVE-77', order: first.order.orderId } },
    });
    const moved = await setSerials(second.order.id, second.line.id, ['MOVE-77'], true);
    expect(moved.statusCode).toBe(200);
    const [unit] = (await lookup('MOVE-77')).results;
    expect(unit?.sale?.order_id).toBe(second.order.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'serial.assign'), eq(auditLog.entityId, String(second.order.id))));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      details: { before: [], after: ['MOVE-77'], moved: [{ serial: 'MOVE-77', from: first.order.orderId }] },
    });
  });

  it("corrects a serial's text, audit-logged, and refuses one the product has", async () => {
    const product = await laptop();
    await receive(product.id, ['FIX-0O1', 'FIX-002']);
    const [unit] = (await lookup('FIX-0O1')).results;
    const clash = await asAdmin('PUT', `/api/admin/serials/${unit!.id}/`, { serial: 'fix-002' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: { name: 'serialTaken', params: { serial: 'FIX-002' } } });
    const res = await asAdmin('PUT', `/api/admin/serials/${unit!.id}/`, { serial: 'FIX-001' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SerialUnit).serial).toBe('FIX-001');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'serial.correct'), eq(auditLog.entityId, String(unit!.id))));
    expect(audit?.details).toEqual({ before: 'FIX-0O1', after: 'FIX-001' });
  });

  it('refuses a tour line, a cancelled order and a line of another order', async () => {
    const product = await laptop();
    const cancelled = await laptopOrder(product.id, 1, { status: 'cancelled' });
    const res = await setSerials(cancelled.order.id, cancelled.line.id, ['CXL-1']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: { name: 'serialOrderCancelled' } });
    const other = await laptopOrder(product.id);
    expect((await setSerials(other.order.id, cancelled.line.id, ['CXL-2'])).statusCode).toBe(404);
  });
});

describe('at once', () => {
  it('gives a new serial typed on eight lines at once to one of them; the others are refused', async () => {
    const product = await laptop();
    const lines = await Promise.all(Array.from({ length: 8 }, () => laptopOrder(product.id)));
    const answers = await Promise.all(
      lines.map(({ order, line }) => setSerials(order.id, line.id, ['RACE-01'])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(productSerials)
      .where(eq(productSerials.productId, product.id));
    expect(rows).toHaveLength(1);
  });
});

describe('hostile serials', () => {
  const HOSTILE = [
    "X'; DROP TABLE product_serials;--",
    '=HYPERLINK("http://evil.example","x")',
    '-2+3',
    '+CMD',
    '@SUM(A1)',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'AB\\CD',
    'ABC 123',
    'ABC\r\n123',
    'SÉRIAL-1',
    'ıBM-001',
    '(ABC) Tj',
    'AB',
    'A'.repeat(41),
    '',
  ];

  it.each(HOSTILE)('refuses %j everywhere a serial is typed, and stores nothing', async (serial) => {
    const product = await laptop();
    const { order, line } = await laptopOrder(product.id);
    const arrival = await receive(product.id, [serial]);
    expect(arrival.statusCode).toBe(400);
    expect(arrival.json()).toMatchObject({ code: 'validation_error' });
    expect((await setSerials(order.id, line.id, [serial])).statusCode).toBe(400);
    const search = await asAdmin('GET', `/api/admin/serials/?serial=${encodeURIComponent(serial)}`);
    expect(search.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(productSerials)
      .where(eq(productSerials.productId, product.id));
    expect(rows).toEqual([]);
  });

  it('is refused by the database too, whatever path writes it', async () => {
    const product = await laptop();
    await expect(
      t.database.db
        .insert(productSerials)
        .values({ productBrand: 'fursa', productId: product.id, serial: '=1+1' }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(productSerials)
        .values({ productBrand: 'fursa', productId: product.id, serial: 'abc-1' }),
    ).rejects.toThrow();
  });
});

describe('warranty dates (Dar es Salaam days)', () => {
  async function warrantyOf(
    deliveredAt: string | null,
    now: string,
    values: { paidAt?: Date; months?: number } = {},
  ) {
    const product = await laptop(values.months === undefined ? {} : { warrantyMonths: values.months });
    const { order, line } = await laptopOrder(product.id, 1, values.paidAt ? { paidAt: values.paidAt } : {});
    if (deliveredAt) await delivered(order.id, deliveredAt);
    return orderLineWarranty(t.database.db, line.id, new Date(now));
  }

  it('starts on the Dar es Salaam day of delivery: 00:30 on Jan 31 there is still Jan 30 in UTC', async () => {
    // 2027-01-30T21:30Z is 00:30 on Jan 31 in Dar es Salaam (UTC+3); Jan 31 + 1 month = Feb 28.
    const w = await warrantyOf('2027-01-30T21:30:00Z', '2027-02-01T09:00:00Z', { months: 1 });
    expect(w).toMatchObject({ starts_on: '2027-01-31', starts_from: 'received', ends_on: '2027-02-28' });
  });

  it('a delivery at 23:59 Dar es Salaam time is that day; a minute later is the next', async () => {
    const late = await warrantyOf('2027-01-31T20:59:00Z', '2027-02-01T09:00:00Z', { months: 1 });
    expect(late).toMatchObject({ starts_on: '2027-01-31', ends_on: '2027-02-28' });
    const next = await warrantyOf('2027-01-31T21:00:00Z', '2027-02-01T09:00:00Z', { months: 1 });
    expect(next).toMatchObject({ starts_on: '2027-02-01', ends_on: '2027-03-01' });
  });

  it('month ends: Jan 31 + 1 month is Feb 29 in a leap year; Nov 30 + 3 months is Feb 28', async () => {
    expect(await warrantyOf('2028-01-31T09:00:00Z', '2028-02-01T09:00:00Z', { months: 1 })).toMatchObject({
      ends_on: '2028-02-29',
    });
    expect(await warrantyOf('2026-11-30T09:00:00Z', '2026-12-01T09:00:00Z', { months: 3 })).toMatchObject({
      ends_on: '2027-02-28',
    });
  });

  it('covers its last day until midnight in Dar es Salaam, and not after', async () => {
    const last = await warrantyOf('2027-01-15T09:00:00Z', '2027-04-15T20:59:59Z');
    expect(last).toMatchObject({ ends_on: '2027-04-15', under_warranty: true });
    const after = await warrantyOf('2027-01-15T09:00:00Z', '2027-04-15T21:00:00Z');
    expect(after).toMatchObject({ ends_on: '2027-04-15', under_warranty: false });
  });

  it('starts on the paid day while no delivery is recorded; none before payment; none without a period', async () => {
    expect(
      await warrantyOf(null, '2027-05-01T09:00:00Z', { paidAt: new Date('2027-04-30T22:00:00Z') }),
    ).toMatchObject({ starts_on: '2027-05-01', starts_from: 'paid', ends_on: '2027-08-01' });
    expect(await warrantyOf(null, '2027-05-01T09:00:00Z')).toBeNull();
    expect(await warrantyOf('2027-01-15T09:00:00Z', '2027-02-01T09:00:00Z', { months: 0 })).toBeNull();
    expect(await orderLineWarranty(t.database.db, 999_999)).toBeUndefined();
  });

  it("keeps the period the product had when sold, whatever the product's later change", async () => {
    const product = await laptop();
    const { order, line } = await laptopOrder(product.id);
    await delivered(order.id, '2027-01-10T09:00:00Z');
    const res = await asAdmin('PUT', `/api/admin/products/${product.id}/`, { warranty_months: 12 });
    expect(res.json()).toMatchObject({ warranty_months: 12 });
    expect(await orderLineWarranty(t.database.db, line.id, new Date('2027-02-01T09:00:00Z'))).toMatchObject({
      months: 3,
      ends_on: '2027-04-10',
    });
  });

  it('gives new laptops 3 months and new IGSUM products none unless the admin says otherwise', async () => {
    const category = await makeCategory(t.database.db, { brand: 'igsum' });
    const igsum = await asAdmin('POST', '/api/admin/igsum-products/', {
      name: 'Kanga',
      description: 'Cotton',
      price: '12',
      category: category.id,
      stock_quantity: 1,
    });
    const made = await asAdmin('POST', '/api/admin/products/', {
      name: 'FURSA Warranty 13',
      description: 'A laptop',
      price: '900000',
      category: (await laptop()).categoryId,
      stock_quantity: 1,
    });
    expect(made.json()).toMatchObject({ warranty_months: 3 });
    expect(igsum.json()).toMatchObject({ warranty_months: 0 });
    const bad = await asAdmin('PUT', `/api/admin/products/${(await laptop()).id}/`, { warranty_months: 121 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('lookup', () => {
  it('shows the product, the sale, the customer and the warranty, and audit-logs the read', async () => {
    const product = await laptop({ name: 'FURSA Lookup 15' });
    const { order, line } = await laptopOrder(product.id, 1, { paidAt: new Date('2027-01-02T09:00:00Z') });
    await delivered(order.id, '2027-01-05T09:00:00Z');
    await setSerials(order.id, line.id, ['LOOK-UP-9']);
    const { results } = await lookup(' look-up-9 ');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      serial: 'LOOK-UP-9',
      product: { brand: 'fursa', id: product.id, name: 'FURSA Lookup 15' },
      received_at: null,
      sale: {
        order_id: order.id,
        order_reference: order.orderId,
        paid_at: '2027-01-02T09:00:00.000Z',
        customer: { id: customer.user.id, full_name: 'Neema Mushi' },
        warranty: { starts_on: '2027-01-05', starts_from: 'received', ends_on: '2027-04-05' },
      },
    });
    const [viewed] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'privacy.personal_data_viewed'), eq(auditLog.entityType, 'product_serial')),
      )
      .orderBy(desc(auditLog.id));
    expect(viewed?.details).toEqual({ orders: [order.id] });
  });
});

describe('orders export', () => {
  it("gives each line's serials in a column", async () => {
    const product = await laptop();
    const { order, line } = await laptopOrder(product.id, 2);
    await setSerials(order.id, line.id, ['CSV-1', 'CSV-2']);
    const res = await asAdmin('GET', `/api/admin/exports/orders.csv?search=${order.orderId}`);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => [r.Reference, r['Serial numbers']])).toEqual([[order.orderId, 'CSV-1; CSV-2']]);
  });
});

describe('the receipt', () => {
  it("notes each laptop's serials and warranty under the lines, in both languages, TRA's lines unchanged", async () => {
    const product = await laptop({ name: 'FURSA Receipt 14', price: '590000.00' });
    const order = await makeOrder(t.database.db, {
      userId: customer.user.id,
      brand: 'fursa',
      paymentMethod: 'mobile_money',
      lines: [{ itemName: product.name, productId: product.id, price: product.price }],
    });
    const push = await makeMobileMoneyAttempt(t.database.db, order, {
      expiresAt: new Date(Date.now() + 600_000),
    });
    const [session] = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, push.sessionId));
    await recordPayment(t.database.db, session!, { amount: session!.amount, currency: 'TZS' });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await setSerials(order.id, line!.id, ['PDF-SN-1']);
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    const token = t.app.receiptLinks.tokenOf(`payment:${receipt!.paymentId!}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/receipts/view/${token}/` });
    const page = res.json() as ReceiptPage;
    const paidDay = darEsSalaamDay(new Date());
    expect(page.serial_notes).toEqual([
      { item_name: 'FURSA Receipt 14', serials: ['PDF-SN-1'], warranty_ends_on: addMonths(paidDay, 3) },
    ]);
    // What TRA is sent is the receipt's lines: the serial is not among them.
    expect(page.receipt.lines).toEqual([expect.objectContaining({ description: 'FURSA Receipt 14' })]);
    expect(res.body.match(/PDF-SN-1/g)).toHaveLength(1);
    const ends = addMonths(paidDay, 3).split('-').reverse().join('/');
    expect(pdfText(Buffer.from(await receiptPdf(page, 'en')))).toContain(
      `FURSA Receipt 14 - Serial numbers: PDF-SN-1; warranty until ${ends}`,
    );
    expect(pdfText(Buffer.from(await receiptPdf(page, 'sw')))).toContain(
      `FURSA Receipt 14 - Namba za seriali: PDF-SN-1; dhamana hadi ${ends}`,
    );
  });
});
