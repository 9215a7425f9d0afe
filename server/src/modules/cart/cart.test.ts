import type { Cart, CartItem, FursaCart, UpdateCartItemResponse } from '@shop/contract/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeProduct } from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FURSA = '/api/fursa/cart/';
const IGSUM = '/api/igsum/cart/';

function add(token: string, payload: unknown, url = FURSA) {
  return t.as(token, { method: 'POST', url, payload: payload as object });
}
async function cartOf(token: string, url = FURSA) {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('laptop cart', () => {
  it('adds a product, then raises the same line on a second add', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      price: '1250000.00',
      stockQuantity: 5,
      categoryName: 'Ultrabooks',
      image: 'abc.png',
    });

    const first = await add(access, { product: laptop.id });
    expect(first.statusCode).toBe(201);
    const item = first.json() as CartItem;
    expect(item).toEqual({
      id: expect.any(Number),
      quantity: 1,
      line_total: '1250000.00',
      product: {
        id: laptop.id,
        name: laptop.name,
        price: '1250000.00',
        image_url: '/media/abc.png',
        category_name: 'Ultrabooks',
        stock_quantity: 5,
        in_stock: true,
      },
    });

    const second = await add(access, { product: laptop.id, quantity: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: item.id, quantity: 3, line_total: '3750000.00' });

    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, laptop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(3);
  });

  it('lists the cart with item count, exact subtotal, currency and free delivery', async () => {
    const { access } = await t.register();
    const empty = (await cartOf(access)) as FursaCart;
    expect(empty).toEqual({
      items: [],
      item_count: 0,
      subtotal: '0.00',
      currency: 'TZS',
      free_delivery: false,
      free_delivery_over: '1200000.00',
    });

    const cheap = await makeProduct(t.database.db, { brand: 'fursa', price: '300000.10', stockQuantity: 9 });
    await add(access, { product: cheap.id, quantity: 3 });
    let cart = (await cartOf(access)) as FursaCart;
    expect(cart).toMatchObject({
      item_count: 3,
      subtotal: '900000.30',
      currency: 'TZS',
      free_delivery: false,
    });

    const other = await makeProduct(t.database.db, { brand: 'fursa', price: '299999.70', stockQuantity: 9 });
    await add(access, { product: other.id });
    cart = (await cartOf(access)) as FursaCart;
    expect(cart.items.map((i) => i.product.id)).toEqual([cheap.id, other.id]);
    expect(cart.items.map((i) => i.line_total)).toEqual(['900000.30', '299999.70']);
    // Exactly the threshold of TSh 1,200,000 ships free.
    expect(cart).toMatchObject({ item_count: 4, subtotal: '1200000.00', free_delivery: true });
  });

  it('never lets a line go over the stock', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 3 });

    const tooMany = await add(access, { product: laptop.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 left in stock.');

    expect((await add(access, { product: laptop.id, quantity: 2 })).statusCode).toBe(201);
    const over = await add(access, { product: laptop.id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    // The reason by name, for a client to say in its own language (docs/i18n.md).
    expect(over.json()).toMatchObject({
      code: 'conflict',
      message: 'Only 3 left in stock and you already have 2 in your cart.',
      fields: { quantity: ['Only 3 left in stock and you already have 2 in your cart.'] },
      reason: { name: 'stockLeftInCart', params: { count: 3, inCart: 2 } },
    });
    expect((await add(access, { product: laptop.id })).json().quantity).toBe(3);

    const soldOut = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 0 });
    const res = await add(access, { product: soldOut.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This product is out of stock.',
      reason: { name: 'productOutOfStock', params: {} },
    });
  });

  it('keeps concurrent adds within the stock', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 4 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => add(access, { product: laptop.id, quantity: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 201 || r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, laptop.id));
    expect(rows).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('refuses unknown and withdrawn products with a clear message', async () => {
    const { access } = await t.register();
    const unknown = await add(access, { product: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found.');

    const withdrawn = await makeProduct(t.database.db, { brand: 'fursa', isActive: false });
    const res = await add(access, { product: withdrawn.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.product).toEqual(['This product is no longer available.']);
  });

  it.each([
    ['zero quantity', { quantity: 0 }, 'quantity'],
    ['negative quantity', { quantity: -2 }, 'quantity'],
    ['huge quantity', { quantity: 1_000_000 }, 'quantity'],
    ['fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['string quantity', { quantity: 'two' }, 'quantity'],
    ['string product', { product: 'abc' }, 'product'],
    ['huge product id', { product: 99_999_999_999 }, 'product'],
    ['unknown field', { price: '1.00' }, ''],
  ])('rejects a %s with 400', async (_name, change, field) => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const res = await add(access, { product: laptop.id, ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toBeDefined();
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.productId, laptop.id))).toEqual(
      [],
    );
  });

  it('sets a quantity, refuses one over the stock and removes the line at 0', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 4, price: '10.25' });
    const { id } = (await add(access, { product: laptop.id })).json() as CartItem;
    const put = (quantity: unknown) =>
      t.as(access, { method: 'PUT', url: `${FURSA}${id}/`, payload: { quantity } });

    const raised = await put(4);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ removed: false, item: { id, quantity: 4, line_total: '41.00' } });

    const over = await put(5);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 4 left in stock.');

    expect((await put(-1)).statusCode).toBe(400);
    expect((await put(1000)).statusCode).toBe(400);

    const removed = await put(0);
    expect(removed.statusCode).toBe(200);
    expect(removed.json() as UpdateCartItemResponse).toEqual({ removed: true, item: null });
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.id, id))).toEqual([]);
    expect((await put(1)).statusCode).toBe(404);
  });

  it('lets a withdrawn product be lowered or removed, not raised', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 5 });
    const { id } = (await add(access, { product: laptop.id, quantity: 2 })).json() as CartItem;
    await t.database.db.update(products).set({ isActive: false }).where(isProduct('fursa', laptop.id));
    const put = (quantity: number) =>
      t.as(access, { method: 'PUT', url: `${FURSA}${id}/`, payload: { quantity } });

    const raised = await put(3);
    expect(raised.statusCode).toBe(400);
    expect(raised.json().message).toBe('This product is no longer available.');
    expect((await put(1)).json()).toMatchObject({
      removed: false,
      item: { quantity: 1, product: { in_stock: false } },
    });
    expect((await put(0)).json()).toEqual({ removed: true, item: null });
  });

  it('deletes a line', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const { id } = (await add(access, { product: laptop.id })).json() as CartItem;
    const res = await t.as(access, { method: 'DELETE', url: `${FURSA}${id}/` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await cartOf(access)).items).toEqual([]);
    expect((await t.as(access, { method: 'DELETE', url: `${FURSA}${id}/` })).statusCode).toBe(404);
  });

  it("gives a second customer 404 for the first one's line and leaves it alone", async () => {
    const owner = await t.register();
    const other = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const { id } = (await add(owner.access, { product: laptop.id })).json() as CartItem;

    const put = await t.as(other.access, { method: 'PUT', url: `${FURSA}${id}/`, payload: { quantity: 2 } });
    expect(put.statusCode).toBe(404);
    const zero = await t.as(other.access, { method: 'PUT', url: `${FURSA}${id}/`, payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(404);
    const del = await t.as(other.access, { method: 'DELETE', url: `${FURSA}${id}/` });
    expect(del.statusCode).toBe(404);
    expect((await cartOf(other.access)).items).toEqual([]);
    expect((await cartOf(owner.access)).items).toEqual([expect.objectContaining({ id, quantity: 1 })]);
  });

  it('needs a signed-in customer before anything else', async () => {
    for (const [method, url] of [
      ['GET', FURSA],
      ['POST', FURSA],
      ['PUT', `${FURSA}1/`],
      ['DELETE', `${FURSA}1/`],
      ['GET', IGSUM],
      ['POST', IGSUM],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { product: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('rejects a non-numeric line id', async () => {
    const { access } = await t.register();
    const res = await t.as(access, { method: 'DELETE', url: `${FURSA}abc/` });
    expect(res.statusCode).toBe(400);
  });
});

describe('IGSUM cart', () => {
  it('works the same in dollars, without the laptop delivery flag, apart from the laptop cart', async () => {
    const { access } = await t.register();
    const kikoi = await makeProduct(t.database.db, { brand: 'igsum', price: '25.50', stockQuantity: 2 });
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    await add(access, { product: laptop.id });

    expect((await add(access, { product: kikoi.id }, IGSUM)).statusCode).toBe(201);
    expect((await add(access, { product: kikoi.id }, IGSUM)).statusCode).toBe(200);
    const over = await add(access, { product: kikoi.id }, IGSUM);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 2 left in stock and you already have 2 in your cart.');

    const cart = (await cartOf(access, IGSUM)) as Cart;
    expect(cart).toEqual({
      items: [expect.objectContaining({ quantity: 2, line_total: '51.00' })],
      item_count: 2,
      subtotal: '51.00',
      currency: 'USD',
    });
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.brand, 'igsum'));
    expect(rows).toHaveLength(1);

    expect((await cartOf(access)).items).toHaveLength(1);
  });

  it("never reaches a line of the other brand's cart, whatever its id", async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const kikoi = await makeProduct(t.database.db, { brand: 'igsum' });
    const fursaLine = (await add(access, { product: laptop.id })).json() as CartItem;
    const igsumLine = (await add(access, { product: kikoi.id }, IGSUM)).json() as CartItem;

    // A product is looked up within the cart's brand only.
    expect((await add(access, { product: kikoi.id })).statusCode).toBe(404);
    for (const [path, id] of [
      ['/api/fursa/cart/', igsumLine.id],
      ['/api/igsum/cart/', fursaLine.id],
    ] as const) {
      const put = await t.as(access, { method: 'PUT', url: `${path}${id}/`, payload: { quantity: 2 } });
      expect(put.statusCode).toBe(404);
      expect((await t.as(access, { method: 'DELETE', url: `${path}${id}/` })).statusCode).toBe(404);
    }
    expect((await cartOf(access)).items.map((i: CartItem) => i.quantity)).toEqual([1]);
    expect((await cartOf(access, IGSUM)).items.map((i: CartItem) => i.quantity)).toEqual([1]);
  });
});
