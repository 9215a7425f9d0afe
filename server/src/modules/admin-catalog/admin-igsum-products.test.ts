import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse } from '@shop/contract/auth';
import type { CatalogProduct, CatalogProductPage } from '@shop/contract/catalog';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@shop/contract/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '#server/db/schema.ts';
import { uploadsDir } from '#server/http/uploads.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeOrder } from '#server/test/builders.ts';
import { multipart, TINY_GIF, TINY_PNG } from '#server/test/multipart.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;
let crafts: Awaited<ReturnType<typeof makeCategory>>;
let uploads: string;

const URL = '/api/admin/igsum-products/';
const fields = () => ({
  name: 'Tinga Tinga Painting',
  description: 'Hand-painted in Dar es Salaam',
  price: '85.00',
  category: String(crafts.id),
  stock_quantity: '6',
});
const png = (name = 'painting.png') => ({ name, type: 'image/png', bytes: TINY_PNG });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
  crafts = await makeCategory(t.database.db, { brand: 'igsum', name: 'Crafts' });
  uploads = uploadsDir(t.dataDir);
});
afterAll(() => t.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  form: Awaited<ReturnType<typeof multipart>>,
  token = admin.access,
) {
  return t.as(token, { method, url, payload: form.payload, headers: form.headers });
}
const storedFiles = () => fs.readdirSync(uploads).sort();

describe('multipart create', () => {
  it('stores the uploaded image under a generated name and serves it at /media/', async () => {
    const before = storedFiles();
    const res = await send(
      'POST',
      URL,
      await multipart({ ...fields(), specifications: 'Canvas, 60 x 40 cm' }, [png()]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json() as CatalogProduct;
    expect(body).toMatchObject({
      name: 'Tinga Tinga Painting',
      price: '85.00',
      currency: 'USD',
      stock_quantity: 6,
      is_active: true,
      specifications: ['Canvas', '60 x 40 cm'],
    });
    expect(body.image).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(body.image_url).toBe(`/media/${body.image}`);
    // With its phone-sized copies (docs/uploads.md), served beside it.
    const base = (body.image ?? '').replace('.png', '');
    expect(storedFiles()).toEqual([...before, body.image, `${base}-360w.webp`, `${base}-720w.webp`].sort());
    const copy = await t.app.inject({ method: 'GET', url: `/media/${base}-360w.webp` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    const [row] = await t.database.db.select().from(products).where(isProduct('igsum', body.id));
    expect(row).toMatchObject({ image: body.image, imageUrl: null });
    const served = await t.app.inject({ method: 'GET', url: body.image_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('names the file by its detected type, whatever the upload was called', async () => {
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [{ name: 'photo.png', type: 'image/png', bytes: TINY_GIF }]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toMatch(/\.gif$/);
  });

  it('accepts an image URL instead of a file, and a JSON array of specifications', async () => {
    const res = await send(
      'POST',
      URL,
      await multipart({
        ...fields(),
        image_url: 'https://cdn.example.com/tinga.jpg',
        specifications: '["Canvas","Signed"]',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      image: null,
      image_url: 'https://cdn.example.com/tinga.jpg',
      specifications: ['Canvas', 'Signed'],
    });
  });

  it('ignores an original price that is not a number (docs/catalogue.md) and keeps one that is', async () => {
    const ignored = await send('POST', URL, await multipart({ ...fields(), original_price: 'n/a' }));
    expect(ignored.json().original_price).toBeNull();
    const kept = await send('POST', URL, await multipart({ ...fields(), original_price: '99.99' }));
    expect(kept.json().original_price).toBe('99.99');
  });

  it('treats an empty file input as no image', async () => {
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [{ name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toBeNull();
  });

  it('reads is_active from a checkbox value', async () => {
    const res = await send('POST', URL, await multipart({ ...fields(), is_active: 'false' }));
    expect(res.json()).toMatchObject({ is_active: false, in_stock: false });
  });
});

describe('upload checks', () => {
  it('refuses a text file renamed .png, by its bytes', async () => {
    const before = storedFiles();
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [
        { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture\n') },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.invalidType,
      fields: { image: [UPLOAD_MESSAGES.invalidType] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an SVG (it can carry script)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [{ name: 'x.svg', type: 'image/svg+xml', bytes: svg }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.image).toEqual([UPLOAD_MESSAGES.invalidType]);
  });

  it('refuses a 6 MB file with a clear 413', async () => {
    const before = storedFiles();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [{ name: 'huge.png', type: 'image/png', bytes: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: UPLOAD_MESSAGES.tooLarge,
      fields: { image: [UPLOAD_MESSAGES.tooLarge] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a file of just under 5 MB', async () => {
    const almost = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES - TINY_PNG.length)]);
    const res = await send(
      'POST',
      URL,
      await multipart(fields(), [{ name: 'big.png', type: 'image/png', bytes: almost }]),
    );
    expect(res.statusCode).toBe(201);
    expect(fs.statSync(path.join(uploads, res.json().image)).size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses two files, or a file in another field', async () => {
    const two = await send('POST', URL, await multipart(fields(), [png('a.png'), png('b.png')]));
    expect(two.statusCode).toBe(400);
    expect(two.json().fields.image).toEqual([UPLOAD_MESSAGES.oneFile]);
    const elsewhere = await send('POST', URL, await multipart(fields(), [{ ...png(), field: 'name' }]));
    expect(elsewhere.statusCode).toBe(400);
  });

  it('validates the form fields with the usual field errors and stores nothing', async () => {
    const before = storedFiles();
    const res = await send(
      'POST',
      URL,
      await multipart(
        {
          name: '',
          description: '',
          price: '-3',
          category: '',
          stock_quantity: '2.5',
          image_url: 'not a url',
        },
        [png()],
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: ['Product name is required'],
      description: ['Description is required'],
      price: ['Price must be a positive number'],
      category: ['Category is required'],
      stock_quantity: ['Stock quantity must be a non-negative integer'],
      image_url: ['Please enter a valid image URL'],
    });
    expect(storedFiles()).toEqual(before);
  });

  it('removes the stored file when the category does not exist', async () => {
    const before = storedFiles();
    const res = await send('POST', URL, await multipart({ ...fields(), category: '999999' }, [png()]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ category: ['Category not found.'] });
    expect(storedFiles()).toEqual(before);
  });

  it('answers 401 to a visitor and 403 to a customer before reading the upload', async () => {
    const form = await multipart(fields(), [png()]);
    const before = storedFiles();
    const visitor = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: form.headers,
    });
    expect(visitor.statusCode).toBe(401);
    const shopper = await send('POST', URL, form, customer.access);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('Admin privileges required.');
    expect(storedFiles()).toEqual(before);
  });

  it('keeps refusing multipart bodies outside the admin catalogue', async () => {
    const form = await multipart({ username: 'x', password: 'y' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('JSON create', () => {
  it('creates from JSON too, with the same rules', async () => {
    const res = await t.as(admin.access, {
      method: 'POST',
      url: URL,
      payload: { ...fields(), category: crafts.id, stock_quantity: 2, price: 12.5, specifications: ['Wood'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Tinga Tinga Painting',
      price: '12.50',
    });
    const zero = await t.as(admin.access, { method: 'POST', url: URL, payload: { ...fields(), price: 0 } });
    expect(zero.json().fields.price).toEqual(['Price must be a positive number']);
  });
});

describe('replacing and deleting images', () => {
  async function createWithImage() {
    const res = await send('POST', URL, await multipart(fields(), [png()]));
    return res.json() as CatalogProduct;
  }

  it('a new upload replaces the old file, which is removed', async () => {
    const product = await createWithImage();
    const res = await send(
      'PUT',
      `${URL}${product.id}/`,
      await multipart({ name: 'Renamed' }, [{ name: 'new.gif', type: 'image/gif', bytes: TINY_GIF }]),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json() as CatalogProduct;
    expect(updated).toMatchObject({ name: 'Renamed', price: '85.00' });
    expect(updated.image).toMatch(/\.gif$/);
    expect(storedFiles()).toContain(updated.image);
    expect(storedFiles()).not.toContain(product.image);
  });

  it('sending back the current /media/ URL keeps the uploaded file', async () => {
    const product = await createWithImage();
    const res = await send(
      'PUT',
      `${URL}${product.id}/`,
      await multipart({ ...fields(), image_url: product.image_url!, is_active: 'true' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image: product.image, image_url: product.image_url });
    expect(storedFiles()).toContain(product.image);
  });

  it('a new image URL replaces the uploaded file, which is removed', async () => {
    const product = await createWithImage();
    const res = await t.as(admin.access, {
      method: 'PUT',
      url: `${URL}${product.id}/`,
      payload: { image_url: 'https://cdn.example.com/other.webp' },
    });
    expect(res.json()).toMatchObject({ image: null, image_url: 'https://cdn.example.com/other.webp' });
    expect(storedFiles()).not.toContain(product.image);
  });

  it('a rejected update keeps the old file and stores no new one', async () => {
    const product = await createWithImage();
    const before = storedFiles();
    const res = await send('PUT', `${URL}${product.id}/`, await multipart({ price: 'free' }, [png()]));
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
    const missing = await send('PUT', `${URL}999999/`, await multipart({ name: 'Ghost' }, [png()]));
    expect(missing.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('deleting the product removes its file and keeps past orders readable', async () => {
    const product = await createWithImage();
    const order = await makeOrder(t.database.db, {
      userId: customer.user.id,
      brand: 'igsum',
      lines: [{ itemName: product.name, price: product.price, productId: product.id }],
    });
    const res = await t.as(admin.access, { method: 'DELETE', url: `${URL}${product.id}/` });
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(product.image);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({
      itemName: 'Tinga Tinga Painting',
      price: '85.00',
      productBrand: 'igsum',
      productId: null,
    });
    expect((await t.as(admin.access, { method: 'DELETE', url: `${URL}${product.id}/` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/admin/igsum-products/', () => {
  it('lists every product, paged, with the stock filter', async () => {
    const res = await t.as(admin.access, { method: 'GET', url: `${URL}?stock=low&page_size=100` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as CatalogProductPage;
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((p) => p.stock_quantity >= 1 && p.stock_quantity <= 10)).toBe(true);
    expect(page.results.some((p) => !p.is_active)).toBe(true);
  });

  it('answers 401 and 403 to non-admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as(customer.access, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await t.as(customer.access, { method: 'DELETE', url: `${URL}1/` })).statusCode).toBe(403);
  });
});
