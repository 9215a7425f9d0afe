import type { AuthResponse } from '@shop/contract/auth';
import type { CatalogProduct, CatalogProductPage } from '@shop/contract/catalog';
import { UPLOAD_MESSAGES } from '@shop/contract/uploads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeOrder, makeProduct } from '#server/test/builders.ts';
import { multipart, pngClaiming, TINY_PNG } from '#server/test/multipart.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;
let gaming: Awaited<ReturnType<typeof makeCategory>>;
let office: Awaited<ReturnType<typeof makeCategory>>;

const URL = '/api/admin/products/';
const valid = () => ({
  name: 'HP EliteBook 840',
  description: 'A light business laptop',
  price: '2450000',
  category: office.id,
  image_url: 'https://images.example.com/elitebook.png',
  stock_quantity: 8,
  specifications: ['Core i7', '16 GB RAM'],
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
  gaming = await makeCategory(t.database.db, { brand: 'fursa', name: 'Gaming' });
  office = await makeCategory(t.database.db, { brand: 'fursa', name: 'Office' });
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(admin.access, { method, url, payload });

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(products).where(isProduct('fursa', id));
  return row;
}

describe('admin guard', () => {
  it.each([
    ['GET', URL],
    ['POST', URL],
    ['GET', `${URL}1/`],
    ['PUT', `${URL}1/`],
    ['DELETE', `${URL}1/`],
  ] as const)('%s %s answers 401 to a visitor and 403 to a customer', async (method, url) => {
    const visitor = await t.app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? {} : undefined,
    });
    expect(visitor.statusCode).toBe(401);
    const shopper = await t.as(customer.access, {
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? {} : undefined,
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('POST /api/admin/products/', () => {
  it('creates a laptop, answers 201 with the product and records the change', async () => {
    const res = await asAdmin('POST', URL, valid());
    expect(res.statusCode).toBe(201);
    const body = res.json() as CatalogProduct;
    expect(body).toMatchObject({
      name: 'HP EliteBook 840',
      price: '2450000.00',
      original_price: null,
      currency: 'TZS',
      category: { id: office.id, name: 'Office' },
      image: null,
      image_url: 'https://images.example.com/elitebook.png',
      stock_quantity: 8,
      is_active: true,
      in_stock: true,
      specifications: ['Core i7', '16 GB RAM'],
    });
    expect(await rowOf(body.id)).toMatchObject({ name: 'HP EliteBook 840', price: '2450000.00' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toMatchObject({ actorId: admin.user.id, entityType: 'laptop_product' });
  });

  it('makes a laptop without stock inactive unless is_active says otherwise (docs/catalogue.md)', async () => {
    const none = (await asAdmin('POST', URL, { ...valid(), stock_quantity: 0 })).json() as CatalogProduct;
    expect(none).toMatchObject({ is_active: false, in_stock: false });
    const forced = await asAdmin('POST', URL, { ...valid(), stock_quantity: 0, is_active: true });
    expect(forced.json()).toMatchObject({ is_active: true, in_stock: false });
  });

  it('accepts specifications as a comma-separated string and an /media/ image path', async () => {
    const res = await asAdmin('POST', URL, {
      ...valid(),
      specifications: ' Core i5 , , 8 GB RAM,',
      image_url: '/media/demo/laptops/elitebook.svg',
      original_price: 2600000.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      specifications: ['Core i5', '8 GB RAM'],
      image_url: '/media/demo/laptops/elitebook.svg',
      original_price: '2600000.50',
    });
  });

  it('also takes a multipart form with an image file', async () => {
    const form = await multipart(
      {
        name: 'Form Laptop',
        description: 'Sent as a form',
        price: '999000',
        category: String(office.id),
        stock_quantity: '0',
      },
      [{ name: 'laptop.png', type: 'image/png', bytes: TINY_PNG }],
    );
    const res = await t.as(admin.access, {
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Form Laptop',
      is_active: false,
      image_url: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.png$/),
    });
  });

  it('refuses an image claiming more pixels than the shop decodes, from its header, creating nothing', async () => {
    const form = await multipart(
      { name: 'Bomb Laptop', description: 'x', price: '1', category: String(office.id), stock_quantity: '1' },
      [{ name: 'huge.png', type: 'image/png', bytes: pngClaiming(16000, 16000) }],
    );
    const res = await t.as(admin.access, {
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.tooManyPixels,
      fields: { image: [UPLOAD_MESSAGES.tooManyPixels] },
    });
    expect(await t.database.db.select().from(products).where(eq(products.name, 'Bomb Laptop'))).toEqual([]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'Product name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Product name is required'],
    ['an over-long name', { name: 'x'.repeat(201) }, 'name', 'Must be at most 200 characters'],
    ['a missing description', { description: undefined }, 'description', 'Description is required'],
    ['a negative price', { price: -1 }, 'price', undefined],
    ['a price with three decimals', { price: '10.123' }, 'price', undefined],
    ['a huge price', { price: 1e15 }, 'price', undefined],
    ['a price that is not a number', { price: 'cheap' }, 'price', undefined],
    [
      'a negative stock',
      { stock_quantity: -1 },
      'stock_quantity',
      'Stock quantity must be a non-negative integer',
    ],
    [
      'a fractional stock',
      { stock_quantity: 1.5 },
      'stock_quantity',
      'Stock quantity must be a non-negative integer',
    ],
    ['a huge stock', { stock_quantity: 5_000_000_000 }, 'stock_quantity', undefined],
    ['a missing category', { category: undefined }, 'category', 'Category is required'],
    ['a category that is text', { category: 'gaming' }, 'category', 'Category is required'],
    [
      'a javascript: image URL',
      { image_url: 'javascript:alert(1)' },
      'image_url',
      'Please enter a valid image URL',
    ],
    ['a path outside /media/', { image_url: '/etc/passwd' }, 'image_url', 'Please enter a valid image URL'],
    [
      'a /media/ path escaping it',
      { image_url: '/media/../jwt-secret' },
      'image_url',
      'Please enter a valid image URL',
    ],
    ['specifications of the wrong type', { specifications: 42 }, 'specifications', undefined],
    ['an unknown field', { rating: 5 }, undefined, undefined],
  ])('refuses %s with a 400', async (_, change, field, message) => {
    const res = await asAdmin('POST', URL, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
    if (field) expect(res.json().fields[field]).toBeDefined();
    if (field && message) expect(res.json().fields[field]).toContain(message);
  });

  it('refuses an unknown category with a field error, not a 500', async () => {
    const res = await asAdmin('POST', URL, { ...valid(), category: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ category: ['Category not found.'] });
  });
});

describe('GET /api/admin/products/', () => {
  beforeAll(async () => {
    const { db } = t.database;
    await makeProduct(db, {
      brand: 'fursa',
      categoryId: gaming.id,
      name: 'Stock Out Gamer',
      stockQuantity: 0,
      isActive: false,
    });
    await makeProduct(db, {
      brand: 'fursa',
      categoryId: gaming.id,
      name: 'Stock Low Gamer',
      stockQuantity: 10,
    });
    await makeProduct(db, {
      brand: 'fursa',
      categoryId: gaming.id,
      name: 'Stock High Gamer',
      stockQuantity: 11,
    });
  });

  async function list(query: string) {
    const res = await asAdmin('GET', `${URL}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as CatalogProductPage;
  }

  it('lists inactive products too', async () => {
    const page = await list(`?category=${gaming.id}&ordering=name`);
    expect(page.results.map((p) => [p.name, p.is_active])).toEqual([
      ['Stock High Gamer', true],
      ['Stock Low Gamer', true],
      ['Stock Out Gamer', false],
    ]);
  });

  it.each([
    ['out', ['Stock Out Gamer']],
    ['low', ['Stock Low Gamer']],
    ['in', ['Stock High Gamer']],
  ])('filters by stock state %s', async (stock, expected) => {
    const page = await list(`?category=${gaming.id}&stock=${stock}`);
    expect(page.results.map((p) => p.name)).toEqual(expected);
  });

  it('searches by name and pages', async () => {
    const page = await list('?search=stock&page_size=2&ordering=name');
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(page.results.map((p) => p.name)).toEqual(['Stock High Gamer', 'Stock Low Gamer']);
  });

  it('refuses an unknown stock state', async () => {
    const res = await asAdmin('GET', `${URL}?stock=plenty`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.stock).toBeDefined();
  });
});

describe('GET and PUT /api/admin/products/{id}/', () => {
  it('reads one product, active or not', async () => {
    const hidden = await makeProduct(t.database.db, {
      brand: 'fursa',
      categoryId: gaming.id,
      isActive: false,
    });
    const res = await asAdmin('GET', `${URL}${hidden.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hidden.id, is_active: false });
  });

  it('changes only the fields sent', async () => {
    const created = (await asAdmin('POST', URL, valid())).json() as CatalogProduct;
    const res = await asAdmin('PUT', `${URL}${created.id}/`, { price: 2399999.99, category: gaming.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'HP EliteBook 840',
      price: '2399999.99',
      category: { id: gaming.id, name: 'Gaming' },
      specifications: ['Core i7', '16 GB RAM'],
      image_url: 'https://images.example.com/elitebook.png',
    });
    expect((await rowOf(created.id))?.price).toBe('2399999.99');
  });

  it('follows the stock with is_active unless is_active is sent', async () => {
    const created = (await asAdmin('POST', URL, valid())).json() as CatalogProduct;
    const soldOut = await asAdmin('PUT', `${URL}${created.id}/`, { stock_quantity: 0 });
    expect(soldOut.json()).toMatchObject({ stock_quantity: 0, is_active: false });
    const restocked = await asAdmin('PUT', `${URL}${created.id}/`, { stock_quantity: 3 });
    expect(restocked.json()).toMatchObject({ stock_quantity: 3, is_active: true });
    const paused = await asAdmin('PUT', `${URL}${created.id}/`, { stock_quantity: 4, is_active: false });
    expect(paused.json()).toMatchObject({ stock_quantity: 4, is_active: false });
  });

  it('clears the original price and image URL when sent null', async () => {
    const created = (
      await asAdmin('POST', URL, { ...valid(), original_price: '2500000' })
    ).json() as CatalogProduct;
    const res = await asAdmin('PUT', `${URL}${created.id}/`, { original_price: null, image_url: '' });
    expect(res.json()).toMatchObject({ original_price: null, image_url: null });
  });

  it('answers 404 for an unknown product and 400 for bad changes', async () => {
    expect((await asAdmin('PUT', `${URL}999999/`, { price: 1 })).statusCode).toBe(404);
    const created = (await asAdmin('POST', URL, valid())).json() as CatalogProduct;
    const bad = await asAdmin('PUT', `${URL}${created.id}/`, { price: -5, category: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.price).toBeDefined();
    const missingCategory = await asAdmin('PUT', `${URL}${created.id}/`, { category: 999999 });
    expect(missingCategory.json().fields).toEqual({ category: ['Category not found.'] });
    expect((await rowOf(created.id))?.categoryId).toBe(office.id);
  });
});

describe('DELETE /api/admin/products/{id}/', () => {
  it('deletes the product and records it', async () => {
    const created = (await asAdmin('POST', URL, valid())).json() as CatalogProduct;
    const res = await asAdmin('DELETE', `${URL}${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(created.id)).toBeUndefined();
    const again = await asAdmin('DELETE', `${URL}${created.id}/`);
    expect(again.statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.delete'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toHaveLength(1);
  });

  it('keeps past orders readable: the line keeps its name and price', async () => {
    const sold = await makeProduct(t.database.db, {
      brand: 'fursa',
      categoryId: office.id,
      name: 'Sold Laptop',
      price: '1800000.00',
    });
    const order = await makeOrder(t.database.db, {
      userId: customer.user.id,
      brand: 'fursa',
      lines: [{ itemName: 'Sold Laptop', price: '1800000.00', productId: sold.id }],
    });
    expect((await asAdmin('DELETE', `${URL}${sold.id}/`)).statusCode).toBe(204);
    const [stillThere] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stillThere).toBeDefined();
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({
        itemName: 'Sold Laptop',
        price: '1800000.00',
        quantity: 1,
        productBrand: 'fursa',
        productId: null,
      }),
    ]);
  });
});
