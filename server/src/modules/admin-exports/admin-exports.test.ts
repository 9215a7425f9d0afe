import { neutraliseFormula } from '@shop/contract/product-csv';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, orders, profiles } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makePayment, makeProduct } from '#server/test/builders.ts';
import { EXPORT_BATCH, exportFileName } from './csv-stream';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const download = async (url: string) => {
  const res = await t.as(adminToken, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  // Named by the shop's date, whatever the server's zone.
  const kind = /\/(orders|customers)\.csv/.exec(url)![1]!;
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(kind)}"`);
  // The bytes themselves: the byte-order mark first, then UTF-8.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = res.rawPayload.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
};

it('neutralises every cell a spreadsheet would read as a formula', () => {
  for (const cell of ['=cmd|/c calc', '+255 712', '-2', '@SUM(A1)', '\tx', '\rx']) {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  }
  expect(neutraliseFormula('Neema Mushi')).toBe('Neema Mushi');
});

it('exports orders one row per line with the customer, delivery and amounts, and logs the export', async () => {
  const db = t.database.db;
  const customer = await t.register({ full_name: 'Zawadi Ñandú Mwakyusa', phone: '754 321 987' });
  await db.update(profiles).set({ fullName: '=cmd|/c calc' }).where(eq(profiles.userId, customer.user.id));
  const laptop = await makeProduct(db, { brand: 'fursa', name: 'Dell Latitude' });
  const bag = await makeProduct(db, { brand: 'fursa', name: 'Mfuko wa kompyuta' });
  const delivered = await makeOrder(db, {
    userId: customer.user.id,
    brand: 'fursa',
    createdAt: new Date('2025-05-02T09:15:00+03:00'),
    status: 'sold',
    paymentMethod: 'cash_on_delivery',
    fulfilment: 'delivery',
    subtotal: '2100000.00',
    deliveryFee: '15000.00',
    totalAmount: '2115000.00',
    delivery: {
      full_name: 'Mwanaidi Kessy',
      phone: '+255754321987',
      region: 'Arusha',
      district: 'Arumeru',
      street: 'Njiro Road',
      landmark: 'Karibu na soko',
    },
    lines: [
      { itemName: 'Dell Latitude', price: '1000000.00', quantity: 2, productId: laptop.id },
      { itemName: 'Mfuko wa kompyuta', price: '100000.00', productId: bag.id },
    ],
  });
  const other = await makeOrder(db, {
    userId: customer.user.id,
    brand: 'igsum',
    createdAt: new Date('2025-06-01T10:00:00+03:00'),
    lines: [{ itemName: 'Kikoi', price: '25.00' }],
  });

  await makePayment(db, other);

  const rows = await download('/api/admin/exports/orders.csv?from=2025-05-01&to=2025-05-31');
  expect(rows).toEqual([
    expect.objectContaining({
      Reference: delivered.orderId,
      'Placed (Dar es Salaam)': '2025-05-02 09:15',
      Status: 'sold',
      'Status name': 'Sold',
      'Payment status': 'pending',
      'Payment status name': 'Pay on delivery',
      'Payment method': 'cash_on_delivery',
      'Payment method name': 'Cash on delivery',
      Brand: 'FURSA',
      'Customer name': "'=cmd|/c calc",
      'Customer e-mail': customer.user.email,
      'Customer phone': "'+255 754 321 987",
      'Delivery phone': "'+255754321987",
      'Delivery name': 'Mwanaidi Kessy',
      'Delivery region': 'Arusha',
      'Delivery district': 'Arumeru',
      'Delivery address': 'Njiro Road, Karibu na soko',
      Currency: 'TZS',
      Line: '1',
      Item: 'Dell Latitude',
      'Unit price': '1000000.00',
      Quantity: '2',
      'Line amount': '2000000.00',
      'Order subtotal (first line)': '2100000.00',
      'Delivery fee (first line)': '15000.00',
      'Order total (first line)': '2115000.00',
    }),
    // The order's own amounts once: a column's sum is the orders' totals.
    expect.objectContaining({
      Reference: delivered.orderId,
      Line: '2',
      Item: 'Mfuko wa kompyuta',
      'Line amount': '100000.00',
      'Order subtotal (first line)': '',
      'Delivery fee (first line)': '',
      'Order total (first line)': '',
    }),
  ]);
  // The payment that paid it names the method, as the order dialog does.
  expect(await download('/api/admin/exports/orders.csv?order_type=igsum')).toEqual([
    expect.objectContaining({ 'Payment method': 'credit_card', 'Payment method name': 'Card (demo)' }),
  ]);

  // The order list's filters: a brand, a status, a search.
  expect((await download('/api/admin/exports/orders.csv?order_type=igsum')).map((r) => r.Reference)).toEqual([
    other.orderId,
  ]);
  expect((await download('/api/admin/exports/orders.csv?status=sold')).map((r) => r.Reference)).toEqual([
    delivered.orderId,
    delivered.orderId,
  ]);
  expect(await download(`/api/admin/exports/orders.csv?search=${other.orderId}`)).toHaveLength(1);

  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'export.orders'))
    .orderBy(auditLog.id)
    .limit(1);
  expect(entry).toMatchObject({
    entityType: 'order',
    details: { file: exportFileName('orders'), filters: { from: '2025-05-01', to: '2025-05-31' }, rows: 2 },
  });
});

it('names the file by the date in Dar es Salaam, a day ahead of UTC after 21:00 UTC', () => {
  expect(exportFileName('orders', new Date('2026-11-28T20:59:00Z'))).toBe('orders-2026-11-28.csv');
  expect(exportFileName('orders', new Date('2026-11-28T21:00:00Z'))).toBe('orders-2026-11-29.csv');
});

it('streams every order past one batch, each line once, as the database holds them', async () => {
  const db = t.database.db;
  const customer = await t.register({ full_name: 'Amina Ng’ombe' });
  const many = EXPORT_BATCH * 2 + 7;
  await db.insert(orders).values(
    Array.from({ length: many }, (_, i) => ({
      orderId: `BULK-${i}`,
      userId: customer.user.id,
      brand: 'igsum' as const,
      kind: 'tour_booking' as const,
      currency: 'USD',
      totalAmount: `${i}.00`,
      paymentMethod: 'demo',
      createdAt: new Date('2024-01-10T12:00:00+03:00'),
    })),
  );
  const rows = await download('/api/admin/exports/orders.csv?from=2024-01-10&to=2024-01-10');
  expect(rows).toHaveLength(many);
  expect(new Set(rows.map((r) => r.Reference)).size).toBe(many);
  const inDb = await db.select({ orderId: orders.orderId, total: orders.totalAmount }).from(orders);
  const totals = new Map(inDb.map((o) => [o.orderId, o.total]));
  for (const row of rows) expect(row['Order total (first line)']).toBe(totals.get(row.Reference!));
  expect(rows.every((r) => r['Customer name'] === 'Amina Ng’ombe')).toBe(true);
});

it('exports customers with their orders and spending per currency, and logs it', async () => {
  const db = t.database.db;
  const customer = await t.register({ full_name: 'Rehema Müller-Shirima', username: 'rehema_export' });
  await makeOrder(db, {
    userId: customer.user.id,
    brand: 'fursa',
    status: 'sold',
    lines: [{ itemName: 'Laptop', price: '1250000.00' }],
  });
  const rows = await download('/api/admin/exports/customers.csv?search=rehema_export');
  expect(rows).toEqual([
    expect.objectContaining({
      'Customer id': String(customer.user.id),
      Username: 'rehema_export',
      'Full name': 'Rehema Müller-Shirima',
      'E-mail': customer.user.email,
      Admin: 'no',
      Orders: '1',
      'Spent TZS': '1250000.00',
      'Spent USD': '0.00',
    }),
  ]);
  const all = await download('/api/admin/exports/customers.csv');
  expect(all.length).toBeGreaterThanOrEqual(4);
  expect(await db.select().from(auditLog).where(eq(auditLog.action, 'export.customers'))).toHaveLength(2);
});

it('is for admins only', async () => {
  const customer = await t.register();
  for (const url of ['/api/admin/exports/orders.csv', '/api/admin/exports/customers.csv']) {
    expect((await t.as(customer.access, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
});
