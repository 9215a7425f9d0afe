import type { AuthResponse } from '@shop/contract/auth';
import type { StockChange, StockHistoryPage } from '@shop/contract/stock-ledger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeOrder, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;
let customer: AuthResponse;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.admin();
  customer = await t.register();
});
afterAll(() => t.close());

async function history(productId: number, query = '', prefix = 'products'): Promise<StockHistoryPage> {
  const res = await t.as(admin.access, {
    method: 'GET',
    url: `/api/admin/${prefix}/${productId}/stock-history/${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StockHistoryPage;
}

/** The newest change, as the admin's product dialog lists it. */
async function latest(productId: number, prefix = 'products'): Promise<StockChange> {
  return (await history(productId, '', prefix)).results[0]!;
}

async function setStatus(orderId: number, status: string, token = admin.access) {
  const res = await t.as(token, { method: 'PUT', url: `/api/admin/orders/${orderId}/`, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

async function orderOf(
  productId: number,
  brand: 'fursa' | 'igsum',
  quantity: number,
  paymentMethod = 'credit_card',
) {
  return makeOrder(t.database.db, {
    userId: customer.user.id,
    brand,
    paymentMethod,
    lines: [{ productId, itemName: 'Ledger item', quantity, price: '10.00' }],
  });
}

describe('the stock ledger', () => {
  it('records an admin create and edit with who did it', async () => {
    const category = (await makeProduct(t.database.db, { brand: 'fursa' })).categoryId;
    const created = await t.as(admin.access, {
      method: 'POST',
      url: '/api/admin/products/',
      payload: { name: 'Ledger laptop', description: 'x', price: '100', category, stock_quantity: 7 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await latest(id)).toMatchObject({
      quantity_before: null,
      quantity_after: 7,
      reason: 'created',
      actor: admin.user.username,
    });
    const edited = await t.as(admin.access, {
      method: 'PUT',
      url: `/api/admin/products/${id}/`,
      payload: { stock_quantity: 3 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await latest(id)).toMatchObject({
      quantity_before: 7,
      quantity_after: 3,
      reason: 'admin_edit',
      actor: admin.user.username,
      order_reference: null,
    });
    // A save that leaves the stock alone adds no row.
    await t.as(admin.access, { method: 'PUT', url: `/api/admin/products/${id}/`, payload: { price: '120' } });
    expect((await history(id)).count).toBe(2);
  });

  it('records an import', async () => {
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      slug: 'ledger-import',
      stockQuantity: 5,
    });
    const csv = `slug,stock_quantity\nledger-import,12\n`;
    const preview = await t.as(admin.access, {
      method: 'POST',
      url: '/api/admin/products/import/preview/',
      payload: { csv },
    });
    const applied = await t.as(admin.access, {
      method: 'POST',
      url: '/api/admin/products/import/apply/',
      payload: { csv, versions: preview.json().versions },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await latest(laptop.id)).toMatchObject({
      quantity_before: 5,
      quantity_after: 12,
      reason: 'import',
      actor: admin.user.username,
    });
  });

  it('records an order sold and its cancel with the order’s reference', async () => {
    const product = await makeProduct(t.database.db, { brand: 'igsum', stockQuantity: 6 });
    const order = await orderOf(product.id, 'igsum', 2);
    await setStatus(order.id, 'sold');
    expect(await latest(product.id, 'igsum-products')).toMatchObject({
      quantity_before: 6,
      quantity_after: 4,
      reason: 'order_sold',
      order_reference: order.orderId,
      actor: admin.user.username,
    });
    await setStatus(order.id, 'cancelled');
    expect(await latest(product.id, 'igsum-products')).toMatchObject({
      quantity_before: 4,
      quantity_after: 6,
      reason: 'order_cancelled',
      order_reference: order.orderId,
    });
  });

  it('records a cash-on-delivery order delivered', async () => {
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 3 });
    const order = await orderOf(laptop.id, 'fursa', 1, 'cash_on_delivery');
    await setStatus(order.id, 'delivered');
    expect(await latest(laptop.id)).toMatchObject({
      quantity_before: 3,
      quantity_after: 2,
      reason: 'cod_delivered',
      order_reference: order.orderId,
    });
  });

  it('records a customer’s own cancel, naming the customer', async () => {
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 4 });
    const order = await orderOf(laptop.id, 'fursa', 1);
    await setStatus(order.id, 'sold');
    // Back to pending by the admin: the customer may cancel it, and its stock goes back.
    await setStatus(order.id, 'pending');
    const cancelled = await t.as(customer.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await latest(laptop.id)).toMatchObject({
      quantity_before: 3,
      quantity_after: 4,
      reason: 'order_cancelled',
      actor: customer.user.username,
    });
  });

  it('records a write that gave no reason as unexplained, and pages newest first', async () => {
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 1 });
    for (const n of [2, 3, 4]) {
      await t.database.db.execute(
        sql`update products set stock_quantity = ${n} where brand = 'fursa' and id = ${laptop.id}`,
      );
    }
    const first = await history(laptop.id, '?page_size=2');
    expect(first.count).toBe(4);
    expect(first.results.map((r) => [r.quantity_after, r.reason])).toEqual([
      [4, 'unexplained'],
      [3, 'unexplained'],
    ]);
    const second = await history(laptop.id, '?page_size=2&page=2');
    expect(second.results.map((r) => r.quantity_after)).toEqual([2, 1]);
    const missing = await t.as(admin.access, {
      method: 'GET',
      url: `/api/admin/igsum-products/${laptop.id}/stock-history/`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
