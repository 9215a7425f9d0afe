import type { AuthResponse } from '@shop/contract/auth';
import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeOrder, makeProduct } from '#server/test/builders.ts';
import { multipart } from '#server/test/multipart.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
});
afterAll(() => t.close());

async function adminProduct(url: string): Promise<AdminCatalogProduct> {
  const res = await t.as(admin.access, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as AdminCatalogProduct;
}

/** A customer checks out `quantity` laptops and the admin marks the order sold. */
async function sellLaptop(productId: number, quantity: number) {
  await makeCartLine(t.database.db, {
    brand: 'fursa',
    userId: customer.user.id,
    productId: productId,
    quantity: quantity,
  });
  const placed = await t.as(customer.access, {
    method: 'POST',
    url: '/api/orders/',
    payload: { order_type: 'fursa', shipping_address: 'Arusha' },
  });
  expect(placed.statusCode).toBe(201);
  const sold = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/orders/admin/${placed.json().id}/`,
    payload: { status: 'sold' },
  });
  expect(sold.statusCode).toBe(200);
}

/** An order for one IGSUM product line, marked sold by the admin. */
async function sellIgsumProduct(productId: number, name: string) {
  const order = await makeOrder(t.database.db, {
    userId: customer.user.id,
    brand: 'igsum',
    orderId: `VER-${productId}`,
    totalAmount: '25.00',
    lines: [{ productId, itemName: name, quantity: 2, price: '25.00' }],
  });
  const sold = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/orders/admin/${order.id}/`,
    payload: { status: 'sold' },
  });
  expect(sold.statusCode).toBe(200);
}

describe('an admin save made from a form opened before the stock changed', () => {
  it('is refused with 409 for a laptop, and the sold stock stays', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: 'Versioned EliteBook',
      stockQuantity: 5,
    });
    const url = `/api/admin/products/${laptop.id}/`;
    const opened = await adminProduct(url);
    expect(opened.stock_quantity).toBe(5);

    await sellLaptop(laptop.id, 2);

    const stale = await t.as(admin.access, {
      method: 'PUT',
      url,
      payload: { name: 'Renamed EliteBook', stock_quantity: 5, version: opened.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/changed since/) });
    const [row] = await t.database.db.select().from(products).where(isProduct('fursa', laptop.id));
    expect(row).toMatchObject({ stockQuantity: 3, name: 'Versioned EliteBook' });

    const reloaded = await adminProduct(url);
    expect(reloaded.stock_quantity).toBe(3);
    expect(reloaded.version).toBeGreaterThan(opened.version);
    const saved = await t.as(admin.access, {
      method: 'PUT',
      url,
      payload: { name: 'Renamed EliteBook', stock_quantity: 3, version: reloaded.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Renamed EliteBook', stock_quantity: 3 });
    expect(saved.json().version).toBeGreaterThan(reloaded.version);
  });

  it('is refused with 409 for an IGSUM product sent as a multipart form', async () => {
    const product = await makeProduct(t.database.db, {
      brand: 'igsum',
      name: 'Versioned kikoi',
      stockQuantity: 5,
    });
    const url = `/api/admin/igsum-products/${product.id}/`;
    const opened = await adminProduct(url);

    await sellIgsumProduct(product.id, 'Versioned kikoi');

    const form = await multipart({ stock_quantity: '5', version: String(opened.version) });
    const stale = await t.as(admin.access, { method: 'PUT', url, ...form });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(products).where(isProduct('igsum', product.id));
    expect(row?.stockQuantity).toBe(3);
  });

  it('two admins saving from the same version: the second is refused', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: 'Shared form',
      stockQuantity: 7,
    });
    const url = `/api/admin/products/${laptop.id}/`;
    const { version } = await adminProduct(url);
    const first = await t.as(admin.access, { method: 'PUT', url, payload: { price: '1000', version } });
    expect(first.statusCode).toBe(200);
    const second = await t.as(admin.access, { method: 'PUT', url, payload: { price: '2000', version } });
    expect(second.statusCode).toBe(409);
    expect((await adminProduct(url)).price).toBe('1000.00');
  });

  it('a new review does not make an open form stale', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: 'Reviewed laptop',
      stockQuantity: 4,
    });
    const url = `/api/admin/products/${laptop.id}/`;
    const { version } = await adminProduct(url);
    await t.database.db
      .update(products)
      .set({ rating: '4.50', reviewCount: 2 })
      .where(isProduct('fursa', laptop.id));
    const saved = await t.as(admin.access, { method: 'PUT', url, payload: { stock_quantity: 6, version } });
    expect(saved.statusCode).toBe(200);
  });

  it('a save without a version still applies, as before', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: 'Plain client',
      stockQuantity: 2,
    });
    const url = `/api/admin/products/${laptop.id}/`;
    const saved = await t.as(admin.access, { method: 'PUT', url, payload: { stock_quantity: 9 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stock_quantity).toBe(9);
  });

  it('refuses a version that is not a positive whole number', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      name: 'Bad version',
      stockQuantity: 2,
    });
    const url = `/api/admin/products/${laptop.id}/`;
    const res = await t.as(admin.access, { method: 'PUT', url, payload: { version: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('version');
  });

  it('the public product list does not show the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fursa/products/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).not.toHaveProperty('version');
  });
});
