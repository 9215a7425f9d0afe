import type { WishlistItem } from '@shop/contract/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistItems } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeProduct } from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FURSA = '/api/fursa/wishlist/';
const IGSUM = '/api/igsum/wishlist/';

function save(token: string, payload: unknown, url = FURSA) {
  return t.as(token, { method: 'POST', url, payload: payload as object });
}
async function listOf(token: string, url = FURSA): Promise<WishlistItem[]> {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('wishlist', () => {
  it('saves a product once, even when asked twice', async () => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, {
      brand: 'fursa',
      price: '999000.00',
      imageUrl: 'https://example.com/laptop.png',
      categoryName: 'Gaming',
    });

    const first = await save(access, { product: laptop.id });
    expect(first.statusCode).toBe(201);
    const item = first.json() as WishlistItem;
    expect(item).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      product: {
        id: laptop.id,
        name: laptop.name,
        price: '999000.00',
        image_url: 'https://example.com/laptop.png',
        category_name: 'Gaming',
        in_stock: true,
      },
    });

    const again = await save(access, { product: laptop.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, laptop.id));
    expect(rows).toHaveLength(1);
  });

  it('lists newest first, and keeps out-of-stock products (in_stock false)', async () => {
    const { access } = await t.register();
    const older = await makeProduct(t.database.db, { brand: 'fursa', stockQuantity: 0 });
    const newer = await makeProduct(t.database.db, { brand: 'fursa' });
    await save(access, { product: older.id });
    await save(access, { product: newer.id });
    const list = await listOf(access);
    expect(list.map((i) => [i.product.id, i.product.in_stock])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
  });

  it('refuses unknown and withdrawn products and bad bodies', async () => {
    const { access } = await t.register();
    expect((await save(access, { product: 123_456 })).statusCode).toBe(404);
    const withdrawn = await makeProduct(t.database.db, { brand: 'fursa', isActive: false });
    const res = await save(access, { product: withdrawn.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This product is no longer available.');
    for (const body of [
      {},
      { product: -1 },
      { product: '1' },
      { product: 1e12 },
      { product: 1, extra: true },
    ]) {
      expect((await save(access, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('removes a row by id, and by product for the heart toggle', async () => {
    const { access } = await t.register();
    const a = await makeProduct(t.database.db, { brand: 'fursa' });
    const b = await makeProduct(t.database.db, { brand: 'fursa' });
    const { id } = (await save(access, { product: a.id })).json() as WishlistItem;
    await save(access, { product: b.id });

    const byId = await t.as(access, { method: 'DELETE', url: `${FURSA}${id}/` });
    expect(byId.statusCode).toBe(204);
    expect((await t.as(access, { method: 'DELETE', url: `${FURSA}${id}/` })).statusCode).toBe(404);

    const byProduct = await t.as(access, { method: 'DELETE', url: `${FURSA}product/${b.id}/` });
    expect(byProduct.statusCode).toBe(204);
    // Already gone is the state the heart wanted.
    expect((await t.as(access, { method: 'DELETE', url: `${FURSA}product/${b.id}/` })).statusCode).toBe(204);
    expect(await listOf(access)).toEqual([]);
  });

  it("gives a second customer 404 for the first one's row, and their product delete touches only their own", async () => {
    const owner = await t.register();
    const other = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const { id } = (await save(owner.access, { product: laptop.id })).json() as WishlistItem;

    expect((await t.as(other.access, { method: 'DELETE', url: `${FURSA}${id}/` })).statusCode).toBe(404);
    await t.as(other.access, { method: 'DELETE', url: `${FURSA}product/${laptop.id}/` });
    expect(await listOf(other.access)).toEqual([]);
    expect((await listOf(owner.access)).map((i) => i.id)).toEqual([id]);
  });

  it('keeps the IGSUM wishlist apart', async () => {
    const { access } = await t.register();
    const kikoi = await makeProduct(t.database.db, { brand: 'igsum', price: '12.00' });
    expect((await save(access, { product: kikoi.id }, IGSUM)).statusCode).toBe(201);
    expect((await save(access, { product: kikoi.id }, IGSUM)).statusCode).toBe(200);
    const list = await listOf(access, IGSUM);
    expect(list).toEqual([expect.objectContaining({ product: expect.objectContaining({ price: '12.00' }) })]);
    expect(
      await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.brand, 'igsum')),
    ).toHaveLength(1);
    expect(await listOf(access)).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', FURSA],
      ['POST', FURSA],
      ['DELETE', `${FURSA}1/`],
      ['DELETE', `${FURSA}product/1/`],
      ['GET', IGSUM],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
