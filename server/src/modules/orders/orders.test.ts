import type { Order } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeCartLine, makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const placeOrder = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/orders/', payload });

describe('POST /api/orders/ (cart checkout)', () => {
  it('prices the order from the database, ignores client prices and status, and empties the cart', async () => {
    const customer = await t.register();
    const a = await makeProduct(db(), {
      brand: 'fursa',
      categoryName: 'Business Laptops',
      name: 'ThinkPad X1',
      price: '1250000.00',
      stockQuantity: 5,
    });
    const b = await makeProduct(db(), {
      brand: 'fursa',
      name: 'MacBook Air',
      price: '2999999.50',
      stockQuantity: 2,
    });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: a.id, quantity: 2 });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: b.id, quantity: 1 });

    const res = await placeOrder(customer.access, {
      order_type: 'fursa',
      total_amount: 1,
      payment_method: 'credit_card',
      payment_status: 'paid',
      status: 'sold',
      shipping_address: '  Plot 12, Mikocheni, Dar es Salaam ',
      notes: '',
      items: [{ product_id: a.id, item_name: 'x', quantity: 99, price: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({
      order_type: 'fursa',
      kind: 'product_order',
      currency: 'TZS',
      total_amount: '5499999.50',
      payment_method: 'credit_card',
      payment_status: 'pending',
      status: 'pending',
      shipping_address: 'Plot 12, Mikocheni, Dar es Salaam',
      paid_at: null,
      // Paying now (credit_card) holds the units for the payment window (docs/delivery.md).
      hold_expires_at: expect.any(String),
      fulfilment: 'pickup',
      delivery: null,
      subtotal: '5499999.50',
      delivery_fee: '0.00',
      user: {
        id: customer.user.id,
        username: customer.user.username,
        first_name: 'Test',
        last_name: 'Customer',
      },
    });
    expect(order.order_id).toMatch(/^FUR-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      item_name: 'ThinkPad X1',
      quantity: 2,
      price: '1250000.00',
      line_total: '2500000.00',
      product: { id: a.id, name: 'ThinkPad X1', category_name: 'Business Laptops', stock_quantity: 5 },
      tour: null,
      participants: null,
      tour_date: null,
    });
    const cart = await db()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.brand, 'fursa'), eq(cartItems.userId, customer.user.id)));
    expect(cart).toHaveLength(0);
    // Checkout holds the units; stock is deducted when an admin marks the order sold.
    const [stock] = await db().select().from(products).where(isProduct('fursa', a.id));
    expect(stock!.stockQuantity).toBe(5);
    expect(stock!.heldQuantity).toBe(2);
  });

  it('defaults payment method, address and notes', async () => {
    const customer = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 1 });
    const res = await placeOrder(customer.access, { order_type: 'fursa' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payment_method: 'credit_card', shipping_address: '', notes: '' });
  });

  it('refuses an empty cart with the checkout message', async () => {
    const customer = await t.register();
    const res = await placeOrder(customer.access, { order_type: 'fursa' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'cart_empty',
      message: 'Add some items to your cart before checkout.',
    });
  });

  it('refuses more than the stock, or an inactive product, and keeps the cart', async () => {
    const customer = await t.register();
    const scarce = await makeProduct(db(), { brand: 'fursa', name: 'Dell XPS 13', stockQuantity: 1 });
    await makeCartLine(db(), { brand: 'fursa', userId: customer.user.id, productId: scarce.id, quantity: 3 });
    const res = await placeOrder(customer.access, { order_type: 'fursa' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'cart_changed',
      message: 'Only 1 of Dell XPS 13 left in stock; you have 3 in your cart.',
      reason: { name: 'lineShort', params: { name: 'Dell XPS 13', count: 1, inCart: 3 } },
    });

    await db().update(products).set({ stockQuantity: 0 }).where(isProduct('fursa', scarce.id));
    expect((await placeOrder(customer.access, { order_type: 'fursa' })).json().message).toBe(
      'Dell XPS 13 is out of stock.',
    );

    await db()
      .update(products)
      .set({ stockQuantity: 9, isActive: false })
      .where(isProduct('fursa', scarce.id));
    const inactive = await placeOrder(customer.access, { order_type: 'fursa' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Dell XPS 13 is no longer available.');

    const cart = await db()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.brand, 'fursa'), eq(cartItems.userId, customer.user.id)));
    expect(cart).toHaveLength(1);
    const mine = await db().select().from(orders).where(eq(orders.userId, customer.user.id));
    expect(mine).toHaveLength(0);
  });

  it('checks out only the caller’s own cart', async () => {
    const [alice, bob] = [await t.register(), await t.register()];
    const laptop = await makeProduct(db(), { brand: 'fursa', price: '1000000.00' });
    await makeCartLine(db(), { brand: 'fursa', userId: alice.user.id, productId: laptop.id, quantity: 1 });
    await makeCartLine(db(), { brand: 'fursa', userId: bob.user.id, productId: laptop.id, quantity: 2 });
    const res = await placeOrder(alice.access, { order_type: 'fursa' });
    expect(res.json().total_amount).toBe('1000000.00');
    const bobsCart = await db()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.brand, 'fursa'), eq(cartItems.userId, bob.user.id)));
    expect(bobsCart).toHaveLength(1);
  });

  it.each([
    ['unknown order_type', { order_type: 'books' }, 'order_type'],
    ['missing order_type', {}, 'order_type'],
    ['bad payment method', { order_type: 'fursa', payment_method: 'bitcoin' }, 'payment_method'],
    ['over-long notes', { order_type: 'fursa', notes: 'x'.repeat(1001) }, 'notes'],
    ['over-long address', { order_type: 'fursa', shipping_address: 'x'.repeat(501) }, 'shipping_address'],
    ['notes of the wrong type', { order_type: 'fursa', notes: 5 }, 'notes'],
  ])('rejects %s with a field error', async (_label, payload, field) => {
    const customer = await t.register();
    const res = await placeOrder(customer.access, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('requires sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/', payload: { order_type: 'fursa' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders/ and /api/orders/{id}/', () => {
  it('lists only the caller’s orders, newest first, with items; another user’s order is 404', async () => {
    const [alice, bob] = [await t.register(), await t.register()];
    const laptop = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), { brand: 'fursa', userId: alice.user.id, productId: laptop.id, quantity: 1 });
    const first = (await placeOrder(alice.access, { order_type: 'fursa' })).json() as Order;
    const tour = await makeTour(db());
    const second = (
      await placeOrder(alice.access, { order_type: 'igsum', tour: tour.id, tour_date: dateFromToday(30) })
    ).json() as Order;

    const list = await t.as(alice.access, { method: 'GET', url: '/api/orders/' });
    expect(list.statusCode).toBe(200);
    const orderList = list.json() as Order[];
    expect(orderList.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(orderList[0]!.items).toHaveLength(1);

    expect((await t.as(bob.access, { method: 'GET', url: '/api/orders/' })).json()).toEqual([]);

    const mine = await t.as(alice.access, { method: 'GET', url: `/api/orders/${first.id}/` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: first.id, order_id: first.order_id });

    const theirs = await t.as(bob.access, { method: 'GET', url: `/api/orders/${first.id}/` });
    expect(theirs.statusCode).toBe(404);
    expect((await t.as(alice.access, { method: 'GET', url: '/api/orders/999999/' })).statusCode).toBe(404);
    expect((await t.as(alice.access, { method: 'GET', url: '/api/orders/abc/' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}/` })).statusCode).toBe(401);
  });
});

describe('POST /api/orders/{id}/cancel/', () => {
  it('cancels the caller’s pending unpaid order once; others get 404, repeats 409', async () => {
    const [alice, bob] = [await t.register(), await t.register()];
    const laptop = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), { brand: 'fursa', userId: alice.user.id, productId: laptop.id, quantity: 1 });
    const order = (await placeOrder(alice.access, { order_type: 'fursa' })).json() as Order;
    const url = `/api/orders/${order.id}/cancel/`;

    expect((await t.as(bob.access, { method: 'POST', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);

    const res = await t.as(alice.access, { method: 'POST', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'cancelled', payment_status: 'pending' });

    const again = await t.as(alice.access, { method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only pending, unpaid orders can be cancelled.');
  });

  it('refuses to cancel a paid order', async () => {
    const alice = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), { brand: 'fursa', userId: alice.user.id, productId: laptop.id, quantity: 1 });
    const order = (await placeOrder(alice.access, { order_type: 'fursa' })).json() as Order;
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const res = await t.as(alice.access, { method: 'POST', url: `/api/orders/${order.id}/cancel/` });
    expect(res.statusCode).toBe(409);
  });
});

describe('PUT /api/orders/{id}/status/', () => {
  it('is for admins only: a customer gets 403 and cannot change status or payment state', async () => {
    const alice = await t.register();
    const laptop = await makeProduct(db(), { brand: 'fursa' });
    await makeCartLine(db(), { brand: 'fursa', userId: alice.user.id, productId: laptop.id, quantity: 1 });
    const order = (await placeOrder(alice.access, { order_type: 'fursa' })).json() as Order;
    const url = `/api/orders/${order.id}/status/`;
    const res = await t.as(alice.access, { method: 'PUT', url, payload: { status: 'completed' } });
    expect(res.statusCode).toBe(403);
    const paid = await t.as(alice.access, { method: 'PUT', url, payload: { payment_status: 'paid' } });
    expect(paid.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: { status: 'sold' } })).statusCode).toBe(401);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });
});
