import type { AuthResponse } from '@shop/contract/auth';
import type { AdminCatalogProduct } from '@shop/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { igsumProducts, laptopProducts, orderItems, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipart } from '../../test/fixtures-catalog';
import { addToCart, createIgsumProduct, createLaptop } from '../../test/fixtures-orders';

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
  await addToCart(t.database.db, customer.user.id, productId, quantity);
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
  const [order] = await t.database.db
    .insert(orders)
    .values({
      orderId: `VER-${productId}`,
      userId: customer.user.id,
      orderType: 'igsum',
      currency: 'USD',
      totalAmount: '25.00',
      paymentMethod: 'credit_card',
    })
    .returning();
  await t.database.db
    .insert(orderItems)
    .values({ orderId: order!.id, igsumProductId: productId, itemName: name, quantity: 2, price: '25.00' });
  const sold = await t.as(admin.access, {
    method: 'PUT',
    url: `/api/orders/admin/${order!.id}/`,
    payload: { status: 'sold' },
  });
  expect(sold.statusCode).toBe(200);
}

describe('an admin save made from a form opened before the stock changed', () => {
  it('is refused with 409 for a laptop, and the sold stock stays', async () => {
    const laptop = await createLaptop(t.database.db, { name: 'Versioned EliteBook', stock: 5 });
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
    const [row] = await t.database.db.select().from(laptopProducts).where(eq(laptopProducts.id, laptop.id));
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
    const product = await createIgsumProduct(t.database.db, { name: 'Versioned kikoi', stock: 5 });
    const url = `/api/admin/igsum-products/${product.id}/`;
    const opened = await adminProduct(url);

    await sellIgsumProduct(product.id, 'Versioned kikoi');

    const form = await multipart({ stock_quantity: '5', version: String(opened.version) });
    const stale = await t.as(admin.access, { method: 'PUT', url, ...form });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(igsumProducts).where(eq(igsumProducts.id, product.id));
    expect(row?.stockQuantity).toBe(3);
  });

  it('two admins saving from the same version: the second is refused', async () => {
    const laptop = await createLaptop(t.database.db, { name: 'Shared form', stock: 7 });
    const url = `/api/admin/products/${laptop.id}/`;
    const { version } = await adminProduct(url);
    const first = await t.as(admin.access, { method: 'PUT', url, payload: { price: '1000', version } });
    expect(first.statusCode).toBe(200);
    const second = await t.as(admin.access, { method: 'PUT', url, payload: { price: '2000', version } });
    expect(second.statusCode).toBe(409);
    expect((await adminProduct(url)).price).toBe('1000.00');
  });

  it('a new review does not make an open form stale', async () => {
    const laptop = await createLaptop(t.database.db, { name: 'Reviewed laptop', stock: 4 });
    const url = `/api/admin/products/${laptop.id}/`;
    const { version } = await adminProduct(url);
    await t.database.db
      .update(laptopProducts)
      .set({ rating: '4.50', reviewCount: 2 })
      .where(eq(laptopProducts.id, laptop.id));
    const saved = await t.as(admin.access, { method: 'PUT', url, payload: { stock_quantity: 6, version } });
    expect(saved.statusCode).toBe(200);
  });

  it('a save without a version still applies, as before', async () => {
    const laptop = await createLaptop(t.database.db, { name: 'Plain client', stock: 2 });
    const url = `/api/admin/products/${laptop.id}/`;
    const saved = await t.as(admin.access, { method: 'PUT', url, payload: { stock_quantity: 9 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stock_quantity).toBe(9);
  });

  it('refuses a version that is not a positive whole number', async () => {
    const laptop = await createLaptop(t.database.db, { name: 'Bad version', stock: 2 });
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
