import type { CatalogProductPage, IgsumProductCategory } from '@shop/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
let crafts: Awaited<ReturnType<typeof makeCategory>>;
let coffee: Awaited<ReturnType<typeof makeCategory>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  crafts = await makeCategory(db, { brand: 'igsum', name: 'Crafts' });
  coffee = await makeCategory(db, { brand: 'igsum', name: 'Coffee' });
  ids.kikoi = (
    await makeProduct(db, {
      brand: 'igsum',
      categoryId: crafts.id,
      name: 'Kikoi Beach Wrap',
      price: '35.00',
      stockQuantity: 9,
    })
  ).id;
  ids.carving = (
    await makeProduct(db, {
      brand: 'igsum',
      categoryId: crafts.id,
      name: 'Makonde Carving',
      price: '120.00',
      originalPrice: '150.00',
      stockQuantity: 0,
    })
  ).id;
  ids.kilimanjaro = (
    await makeProduct(db, {
      brand: 'igsum',
      categoryId: coffee.id,
      name: 'Kilimanjaro Peaberry Coffee',
      price: '18.50',
      stockQuantity: 40,
      imageUrl: 'https://cdn.example.com/coffee.png',
    })
  ).id;
  ids.hidden = (
    await makeProduct(db, { brand: 'igsum', categoryId: coffee.id, name: 'Old Coffee', isActive: false })
  ).id;
});
afterAll(() => t.close());

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/igsum/products/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as CatalogProductPage;
}

describe('GET /api/igsum/products/', () => {
  it('lists active products in dollars with the count', async () => {
    const page = await list('?ordering=price');
    expect(page.count).toBe(3);
    expect(page.results.map((p) => [p.name, p.price, p.currency])).toEqual([
      ['Kilimanjaro Peaberry Coffee', '18.50', 'USD'],
      ['Kikoi Beach Wrap', '35.00', 'USD'],
      ['Makonde Carving', '120.00', 'USD'],
    ]);
    expect(page.results[0]).toMatchObject({
      image: null,
      image_url: 'https://cdn.example.com/coffee.png',
      category: { id: coffee.id, name: 'Coffee' },
    });
    expect(page.results[2]).toMatchObject({ original_price: '150.00', in_stock: false });
  });

  it('applies the same filters as the laptop shop', async () => {
    expect((await list(`?category=${crafts.id}`)).count).toBe(2);
    expect((await list('?search=COFFEE')).results.map((p) => p.id)).toEqual([ids.kilimanjaro]);
    expect((await list('?min_price=30&max_price=100')).results.map((p) => p.id)).toEqual([ids.kikoi]);
    expect((await list('?in_stock=false')).results.map((p) => p.id)).toEqual([ids.carving]);
    expect((await list('?ordering=-name&page_size=1&page=3')).results.map((p) => p.id)).toEqual([ids.kikoi]);
  });

  it('refuses a bad filter with a field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/igsum/products/?max_price=lots' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.max_price).toBeDefined();
  });
});

describe('GET /api/igsum/products/{id}/', () => {
  it('returns the product with its reviews', async () => {
    const customer = await t.register();
    await t.database.db.insert(productReviews).values({
      brand: 'igsum',
      productId: ids.kikoi!,
      userId: customer.user.id,
      rating: 5,
      comment: 'Beautiful colours',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/igsum/products/${ids.kikoi}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.kikoi,
      name: 'Kikoi Beach Wrap',
      reviews: [{ rating: 5, comment: 'Beautiful colours', user: { id: customer.user.id } }],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/igsum/products/424242/' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/igsum/product-categories/', () => {
  it('lists categories with their number of active products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/igsum/product-categories/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual<IgsumProductCategory[]>([
      { id: coffee.id, name: 'Coffee', slug: coffee.slug, product_count: 1 },
      { id: crafts.id, name: 'Crafts', slug: crafts.slug, product_count: 2 },
    ]);
  });
});
