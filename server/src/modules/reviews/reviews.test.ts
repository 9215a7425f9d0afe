import type { Review } from '@shop/contract/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews, products, tourReviews, tours } from '#server/db/schema.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function review(token: string, url: string, payload: unknown) {
  return t.as(token, { method: 'POST', url, payload: payload as object });
}
async function laptopSummary(id: number) {
  const [row] = await t.database.db
    .select({ rating: products.rating, count: products.reviewCount })
    .from(products)
    .where(isProduct('fursa', id));
  return row;
}

describe('laptop reviews', () => {
  it('creates a review and sets the product rating and count', async () => {
    const amani = await t.register({ username: 'amani_reviews' });
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const res = await review(amani.access, '/api/fursa/reviews/', {
      product: laptop.id,
      rating: 4,
      comment: '  Fast and light.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json() as Review).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: 'Fast and light.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      user: { id: amani.user.id, username: 'amani_reviews' },
    });
    expect(await laptopSummary(laptop.id)).toEqual({ rating: '4.00', count: 1 });
  });

  it("replaces a customer's earlier review and averages different customers' ratings", async () => {
    const a = await t.register();
    const b = await t.register();
    const c = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const url = '/api/fursa/reviews/';

    const first = (await review(a.access, url, { product: laptop.id, rating: 5, comment: 'Great' })).json();
    await review(b.access, url, { product: laptop.id, rating: 2 });
    await review(c.access, url, { product: laptop.id, rating: 4 });
    expect(await laptopSummary(laptop.id)).toEqual({ rating: '3.67', count: 3 });

    const replaced = await review(a.access, url, {
      product: laptop.id,
      rating: 1,
      comment: 'Broke after a week',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: first.id, rating: 1, comment: 'Broke after a week' });
    expect(await laptopSummary(laptop.id)).toEqual({ rating: '2.33', count: 3 });
    const rows = await t.database.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.brand, 'fursa'), eq(productReviews.userId, a.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('counts every review when customers post at the same moment', async () => {
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const customers = await Promise.all(Array.from({ length: 6 }, () => t.register()));
    const ratings = [5, 4, 3, 5, 4, 2];
    const results = await Promise.all(
      customers.map((c, i) =>
        review(c.access, '/api/fursa/reviews/', { product: laptop.id, rating: ratings[i] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    expect(await laptopSummary(laptop.id)).toEqual({ rating: '3.83', count: 6 });
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 4.5', { rating: 4.5 }, 'rating'],
    ['rating as text', { rating: 'five' }, 'rating'],
    ['missing rating', { rating: undefined }, 'rating'],
    ['product as text', { product: 'x' }, 'product'],
    ['over-long comment', { comment: 'x'.repeat(2001) }, 'comment'],
  ])('rejects %s', async (_name, change, field) => {
    const { access } = await t.register();
    const laptop = await makeProduct(t.database.db, { brand: 'fursa' });
    const res = await review(access, '/api/fursa/reviews/', { product: laptop.id, rating: 3, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
    expect(await laptopSummary(laptop.id)).toEqual({ rating: '0.00', count: 0 });
  });

  it('refuses unknown and withdrawn products', async () => {
    const { access } = await t.register();
    const unknown = await review(access, '/api/fursa/reviews/', { product: 424_242, rating: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found.');
    const withdrawn = await makeProduct(t.database.db, { brand: 'fursa', isActive: false });
    const res = await review(access, '/api/fursa/reviews/', { product: withdrawn.id, rating: 3 });
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    for (const url of ['/api/fursa/reviews/', '/api/igsum/product-reviews/', '/api/igsum/reviews/']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('IGSUM product and tour reviews', () => {
  it('reviews an IGSUM product, apart from laptops with the same id', async () => {
    const a = await t.register();
    const b = await t.register();
    const kikoi = await makeProduct(t.database.db, { brand: 'igsum' });
    const url = '/api/igsum/product-reviews/';
    expect((await review(a.access, url, { product: kikoi.id, rating: 5 })).statusCode).toBe(201);
    expect((await review(b.access, url, { product: kikoi.id, rating: 4 })).statusCode).toBe(201);
    expect((await review(b.access, url, { product: kikoi.id, rating: 3 })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ rating: products.rating, count: products.reviewCount })
      .from(products)
      .where(isProduct('igsum', kikoi.id));
    expect(row).toEqual({ rating: '4.00', count: 2 });
  });

  it('reviews a tour and keeps one review per customer', async () => {
    const a = await t.register();
    const b = await t.register();
    const tour = await makeTour(t.database.db);
    const url = '/api/igsum/reviews/';
    expect(
      (await review(a.access, url, { tour: tour.id, rating: 5, comment: 'Unforgettable' })).statusCode,
    ).toBe(201);
    expect((await review(b.access, url, { tour: tour.id, rating: 2 })).statusCode).toBe(201);
    expect((await review(a.access, url, { tour: tour.id, rating: 3 })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ rating: tours.rating, count: tours.reviewCount })
      .from(tours)
      .where(eq(tours.id, tour.id));
    expect(row).toEqual({ rating: '2.50', count: 2 });
    expect(
      await t.database.db.select().from(tourReviews).where(eq(tourReviews.tourId, tour.id)),
    ).toHaveLength(2);

    const unknown = await review(a.access, url, { tour: 987_654, rating: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tour not found.');
    expect((await review(a.access, url, { product: tour.id, rating: 3 })).statusCode).toBe(400);
  });
});
