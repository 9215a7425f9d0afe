import type { AuthResponse } from '@shop/contract/auth';
import type { ProductImportPreview } from '@shop/contract/product-csv';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '#server/db/schema.ts';
import { exportFileName } from '#server/modules/admin-exports/csv-stream.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
});
afterAll(() => t.close());

const HEADER = 'slug,name,category,price,original_price,stock_quantity,is_active,specifications,description';

async function preview(csv: string, prefix = 'products') {
  const res = await t.as(admin.access, {
    method: 'POST',
    url: `/api/admin/${prefix}/import/preview/`,
    payload: { csv },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductImportPreview;
}

function apply(csv: string, versions: Record<string, number>, prefix = 'products', file_name?: string) {
  return t.as(admin.access, {
    method: 'POST',
    url: `/api/admin/${prefix}/import/apply/`,
    payload: { csv, versions, file_name },
  });
}

async function productBySlug(brand: 'fursa' | 'igsum', slug: string) {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.brand, brand), eq(products.slug, slug)));
  return row;
}

async function laptopSetup(tag: string) {
  const category = await makeCategory(t.database.db, { brand: 'fursa', slug: `business-${tag}` });
  const existing = await makeProduct(t.database.db, {
    brand: 'fursa',
    name: `ThinkPad ${tag}`,
    slug: `thinkpad-${tag}`,
    price: '1500000.00',
    stockQuantity: 4,
    categoryId: category.id,
    description: 'A sturdy laptop',
    specifications: ['16 GB RAM', '512 GB SSD'],
  });
  return { category, existing };
}

describe('the products CSV import', () => {
  it('previews creates, updates, unchanged rows and every row’s errors without writing anything', async () => {
    const { existing } = await laptopSetup('a');
    const csv = [
      HEADER,
      `thinkpad-a,ThinkPad a,business-a,1450000,,4,true,16 GB RAM | 512 GB SSD,A sturdy laptop`,
      `new-dell-a,"Dell Latitude, Swahili: Kompyuta ndogo",business-a,990000,1200000,3,,8 GB RAM,Mpya kabisa`,
      `bad-row-a,Broken,no-such-category,-5,,lots,,,`,
    ].join('\n');
    const result = await preview(csv);
    expect(result.counts).toEqual({ create: 1, update: 1, unchanged: 0, invalid: 1 });
    expect(result.rows[0]).toMatchObject({
      line: 2,
      slug: 'thinkpad-a',
      action: 'update',
      changes: ['price'],
    });
    expect(result.rows[1]).toMatchObject({
      line: 3,
      action: 'create',
      name: 'Dell Latitude, Swahili: Kompyuta ndogo',
    });
    const columns = result.rows[2]!.errors.map((e) => e.column).sort();
    expect(columns).toEqual(['category', 'description', 'price', 'stock_quantity']);
    expect(result.versions).toEqual({ 'thinkpad-a': existing.version });

    // Nothing written: the price stands and the new slug does not exist.
    expect((await productBySlug('fursa', 'thinkpad-a'))!.price).toBe('1500000.00');
    expect(await productBySlug('fursa', 'new-dell-a')).toBeUndefined();
    // Applying the file with its bad row is refused and writes nothing either.
    const refused = await apply(csv, result.versions);
    expect(refused.statusCode).toBe(400);
    expect((await productBySlug('fursa', 'thinkpad-a'))!.price).toBe('1500000.00');
    expect(await productBySlug('fursa', 'new-dell-a')).toBeUndefined();
  });

  it('applies a good file in one go, audit-logged, and an unchanged row stays unchanged', async () => {
    const { existing } = await laptopSetup('b');
    const csv = [
      HEADER,
      `thinkpad-b,ThinkPad b,business-b,1450000,,9,true,16 GB RAM | 1 TB SSD,A sturdy laptop`,
      `new-hp-b,HP ProBook b,business-b,890000,,0,,,"Kahawa na chai"`,
    ].join('\n');
    const result = await preview(csv);
    expect(result.counts).toMatchObject({ create: 1, update: 1, invalid: 0 });
    // The file's name is for the audit log: a name someone typed, kept as text.
    const applied = await apply(csv, result.versions, 'products', '=laptops <b>.csv');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ created: 1, updated: 1, unchanged: 0 });

    const updated = (await productBySlug('fursa', 'thinkpad-b'))!;
    expect(updated).toMatchObject({
      price: '1450000.00',
      stockQuantity: 9,
      specifications: ['16 GB RAM', '1 TB SSD'],
    });
    expect(updated.version).toBeGreaterThan(existing.version);
    const created = (await productBySlug('fursa', 'new-hp-b'))!;
    // A laptop without is_active is active exactly when it has stock (docs/catalogue.md).
    expect(created).toMatchObject({
      name: 'HP ProBook b',
      price: '890000.00',
      stockQuantity: 0,
      isActive: false,
    });

    const again = await preview(csv);
    expect(again.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      details: { file: '=laptops <b>.csv', created: 1, updated: 1, unchanged: 0 },
    });
  });

  it('refuses with 409 when a product changed since the preview, and writes none of the file', async () => {
    await laptopSetup('c');
    const csv = [
      HEADER,
      `thinkpad-c,ThinkPad c,business-c,1000000,,4,,,A sturdy laptop`,
      `new-c,New c,business-c,5,,1,,,x`,
    ].join('\n');
    const result = await preview(csv);
    // An order (or another admin) changes the product between the preview and the apply.
    const current = (await productBySlug('fursa', 'thinkpad-c'))!;
    const edit = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/products/${current.id}/`,
      payload: { stock_quantity: 2, version: current.version },
    });
    expect(edit.statusCode).toBe(200);

    const refused = await apply(csv, result.versions);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/changed since the preview/);
    expect((await productBySlug('fursa', 'thinkpad-c'))!).toMatchObject({
      price: '1500000.00',
      stockQuantity: 2,
    });
    expect(await productBySlug('fursa', 'new-c')).toBeUndefined();
  });

  it('rolls back every row when one write fails mid-way', async () => {
    await laptopSetup('d');
    const csv = [
      HEADER,
      `thinkpad-d,ThinkPad d,business-d,1,,4,,,A sturdy laptop`,
      `new-d,New d,business-d,5,,1,,,x`,
    ].join('\n');
    const result = await preview(csv);
    // The database refuses the update of thinkpad-d, which runs after new-d was inserted.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_thinkpad_d() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER refuse_thinkpad_d BEFORE UPDATE ON products FOR EACH ROW
      WHEN (OLD.slug = 'thinkpad-d') EXECUTE FUNCTION refuse_thinkpad_d()`);
    try {
      const failed = await apply(csv, result.versions);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_thinkpad_d ON products`);
    }
    expect((await productBySlug('fursa', 'thinkpad-d'))!.price).toBe('1500000.00');
    expect(await productBySlug('fursa', 'new-d')).toBeUndefined();
  });

  it('exports the import’s columns with a BOM and neutralised formulas, and the export imports unchanged', async () => {
    const category = await makeCategory(t.database.db, { brand: 'igsum', slug: 'kanga-e' });
    await makeProduct(t.database.db, {
      brand: 'igsum',
      name: '=HYPERLINK("http://evil") Kanga ya Bibi Zuhura',
      slug: 'kanga-e',
      price: '12.50',
      categoryId: category.id,
      description: 'Pamba safi, rangi za Zanzibar; café crème',
      specifications: ['100% cotton', '-2 sizes'],
    });
    const res = await t.as(admin.access, { method: 'GET', url: '/api/admin/igsum-products/export/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="igsum-products-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const kanga = rows.find((r) => r.slug === 'kanga-e')!;
    expect(kanga).toMatchObject({
      name: `'=HYPERLINK("http://evil") Kanga ya Bibi Zuhura`,
      category: 'kanga-e',
      price: '12.50',
      description: 'Pamba safi, rangi za Zanzibar; café crème',
      specifications: '100% cotton | -2 sizes',
    });
    const back = await preview(res.body, 'igsum-products');
    expect(back.counts).toMatchObject({ create: 0, update: 0, invalid: 0 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.export'));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      entityType: 'igsum_product',
      details: { file: exportFileName('igsum-products') },
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('igsum-products')}"`,
    );
  });
});
