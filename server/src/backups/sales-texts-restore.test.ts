import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminDiscountCode } from '@shop/contract/discounts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { discountCodes, orders, stockRequests, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct, mobileNumber } from '#server/test/builders.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';
import { runBackup } from './backup';
import { restoreArchive } from './restore';

/**
 * docs/backups.md: the texts issue 44's features keep (a discount code's note, the code an order
 * carries, the address a back-in-stock request gave) go through a backup and a restore as they
 * were typed, as backup-restore.test.ts proves for the contact form's; and the orders export
 * (docs/sales-and-exports.md) writes the code as text a spreadsheet does not run.
 */

const HOSTILE_NOTE =
  "Rafiki's \"20%\" \\ C:\\temp\\ $$ $_$ ''; drop table public.orders; --\n\\restrict\n=cmd|' /C calc'!A0\n\\";
/** Letters, digits, - and _ only, but a leading - is a formula to a spreadsheet. */
const FORMULA_CODE = '-2-CMD';
/** An address a visitor can type: the e-mail check lets a quote and a plus through. */
const QUOTED_EMAIL = "o'brien+tz@example.com";

let t: TestApp;
let work: string;
let orderId: number;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sales-texts-'));
  t = await buildTestApp();
  const admin = (await t.admin()).access;
  const created = await t.as(admin, {
    method: 'POST',
    url: '/api/admin/discounts/',
    payload: {
      code: FORMULA_CODE,
      brand: 'fursa',
      kind: 'percentage',
      percent: 10,
      starts_at: '2026-01-01T08:00',
      note: HOSTILE_NOTE,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect((created.json() as AdminDiscountCode).note).toBe(HOSTILE_NOTE);

  const customer = await t.register({ phone: mobileNumber() });
  const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 3 });
  await makeCartLine(t.database.db, {
    brand: 'fursa',
    userId: customer.user.id,
    productId: laptop.id,
    quantity: 1,
  });
  const order = await t.as(customer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: {
      order_type: 'fursa',
      payment_method: 'credit_card',
      fulfilment: 'pickup',
      discount_code: FORMULA_CODE,
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = (order.json() as { id: number }).id;

  const soldOut = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 0 });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/stock-requests/',
    payload: { brand: 'fursa', product: soldOut.id, email: QUOTED_EMAIL },
  });
  expect(asked.statusCode, asked.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

it("keeps a discount note, the code on its order and a request's address whole through a backup and a restore", async () => {
  const outcome = await runBackup(
    t.database,
    { dataDir: t.dataDir, databaseUrl: await testDatabaseUrl(t.database), backups: { s3: undefined } },
    { dir: path.join(work, 'backups'), trigger: 'command' },
  );
  if (!outcome.ok) throw new Error(outcome.error);
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  await restoreArchive(outcome.file, { dataDir, databaseUrl: undefined });
  const restored = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const [code] = await restored.db.select().from(discountCodes).where(eq(discountCodes.code, FORMULA_CODE));
    expect(code?.note).toBe(HOSTILE_NOTE);
    const [order] = await restored.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.discountCode).toBe(FORMULA_CODE);
    const requests = await restored.db.select({ email: stockRequests.email }).from(stockRequests);
    expect(requests).toEqual([{ email: QUOTED_EMAIL }]);
    // Nothing of the note ran as SQL: the orders table is still there (above) and the admin is the only one.
    expect(
      await restored.db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)),
    ).toHaveLength(1);
  } finally {
    await restored.close();
  }
}, 180_000);

it('exports the code an order used as text a spreadsheet does not run', async () => {
  const res = await t.as((await t.admin()).access, { method: 'GET', url: '/api/admin/exports/orders.csv' });
  expect(res.statusCode).toBe(200);
  const rows = parse(res.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  const row = rows.find((r) => r['Discount code (first line)']?.includes('2-CMD'));
  expect(row?.['Discount code (first line)']).toBe(`'${FORMULA_CODE}`);
});
