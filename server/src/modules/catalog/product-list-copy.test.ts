import type { ListProductsQuery } from '@shop/contract/catalog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, productTranslations } from '#server/db/schema.ts';
import { PublicCache } from '#server/plugins/public-cache.ts';
import { scopeOfNotification } from '#server/plugins/public-cache-key.ts';
import { requestIds } from '#server/plugins/request-log.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct } from '#server/test/builders.ts';
import { listProductCategories } from './category-queries';
import { ProductListCopy } from './product-list-copy';
import { listProducts } from './product-queries';

// docs/catalogue.md, "The visitors' list in memory": every page the copy chooses is the page the
// database's own query chooses, for every filter, order, language and page, and the copy follows
// the catalogue's changes as the database announces them.

let t: TestApp;
let cache: PublicCache;
let copy: ProductListCopy;
let stopListening: () => Promise<void>;
const categories: number[] = [];
const ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const name of ['Ultrabooks', 'Gaming'])
    categories.push((await makeCategory(db, { brand: 'fursa', name })).id);
  // Names with capitals, repeats, digits, spaces, punctuation and a wildcard, so that search and
  // order by name meet what a collation and ILIKE make of them.
  const words = [
    'HP EliteBook',
    'hp 15',
    'Dell XPS',
    'dell_inspiron',
    'Lenovo 100%',
    'ASUS Zen',
    'Acer-Swift',
    'acer swift',
    'MacBook',
  ];
  for (let i = 0; i < 60; i++) {
    const product = await makeProduct(db, {
      brand: 'fursa',
      name: `${words[i % words.length]} ${i % 4}`,
      price: String(300_000 + ((i * 7) % 13) * 50_000 + (i % 2) * 0.5),
      rating: String(((i * 3) % 11) / 2),
      reviewCount: i % 5,
      stockQuantity: i % 6 === 0 ? 0 : 4,
      heldQuantity: i % 9 === 0 ? 4 : 0,
      isActive: i % 13 !== 0,
      categoryId: categories[i % 2],
      // Equal dates for some, so the order falls to the id.
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 20))),
    });
    ids.push(product.id);
    if (i % 3 === 1)
      await db.insert(productTranslations).values({
        brand: 'fursa',
        productId: product.id,
        locale: 'sw',
        name: `Kompyuta ${words[(i * 5) % 9]} ${i % 3}`,
      });
  }
  cache = new PublicCache(requestIds());
  stopListening = await t.database.listen('catalog_changed', {
    notify: (payload) => cache.invalidate(scopeOfNotification(payload)),
    connected: () => cache.setLive(true),
    lost: () => cache.setLive(false),
  });
  copy = new ProductListCopy(db, 'fursa', cache);
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

type Query = Omit<ListProductsQuery, 'page' | 'page_size'>;

async function fromCopyAndDatabase(query: Query, page: number, pageSize: number) {
  const q = { scope: 'public' as const, ...query, page, page_size: pageSize };
  await copy.settled();
  const spy = vi.spyOn(copy, 'page');
  const viaCopy = await listProducts(t.database.db, 'fursa', q, copy);
  // The copy answered: had it none current, the read would have gone to the database unnoticed.
  expect(spy.mock.results[0]?.value).toBeDefined();
  spy.mockRestore();
  return { viaCopy, viaDatabase: await listProducts(t.database.db, 'fursa', q) };
}

const ORDERINGS = ['newest', 'price', '-price', 'name', '-name', 'rating'] as const;

describe("the visitors' product list in memory", () => {
  it('chooses, counts and orders every page as the database does', async () => {
    const filters: Partial<Query>[] = [
      {},
      { category: categories[0] },
      { min_price: '500000', max_price: '700000.50' },
      { in_stock: true },
      { in_stock: false },
      { search: 'hp' },
      { search: 'DELL' },
      { search: 'ell_' },
      { search: '100%' },
      { search: 'acer s' },
      { search: 'kompyuta' },
      { search: 'nothing like it' },
      { search: 'a', category: categories[1], in_stock: true },
    ];
    let compared = 0;
    for (const lang of ['en', 'sw'] as const) {
      for (const ordering of ORDERINGS) {
        for (const filter of filters) {
          for (const [page, size] of [
            [1, 12],
            [2, 7],
            [5, 7],
            [30, 12],
          ] as const) {
            const { viaCopy, viaDatabase } = await fromCopyAndDatabase(
              { lang, ordering, ...filter },
              page,
              size,
            );
            expect(viaCopy, JSON.stringify({ lang, ordering, filter, page, size })).toEqual(viaDatabase);
            compared += viaCopy.results.length;
          }
        }
      }
    }
    // Not a comparison of empty pages.
    expect(compared).toBeGreaterThan(1000);
  });

  it("counts each category's products as the database does", async () => {
    await copy.settled();
    const counted = copy.categoryCounts();
    expect(counted).toBeDefined();
    for (const lang of ['en', 'sw'] as const) {
      const viaCopy = await listProductCategories(t.database.db, 'fursa', 'public', { lang, counted });
      const viaDatabase = await listProductCategories(t.database.db, 'fursa', 'public', { lang });
      expect(viaCopy).toEqual(viaDatabase);
      // Inactive products left out: not every one of the 60 made is counted.
      const total = viaCopy.reduce((n, c) => n + c.product_count, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(60);
    }
  });

  it('follows the changes the database announces', async () => {
    const query: Query = { lang: 'en', ordering: 'price', in_stock: true };
    const before = (await fromCopyAndDatabase(query, 1, 60)).viaCopy;
    const cheapest = before.results[0]!.id;
    const generation = cache.generation;
    // The cheapest laptop becomes the dearest, the next one sold out by holds, a third deactivated.
    const [, held, hidden] = before.results.map((r) => r.id);
    await t.database.db.update(products).set({ price: '9000000' }).where(eq(products.id, cheapest));
    await t.database.db
      .update(products)
      .set({ heldQuantity: sql`${products.stockQuantity}` })
      .where(eq(products.id, held!));
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden!));
    // Announced on commit (PGlite) or a moment later (PostgreSQL's LISTEN connection).
    await vi.waitFor(() => expect(cache.generation).toBeGreaterThanOrEqual(generation + 3), {
      timeout: 10_000,
    });
    const { viaCopy, viaDatabase } = await fromCopyAndDatabase(query, 1, 60);
    expect(viaCopy).toEqual(viaDatabase);
    const shown = viaCopy.results.map((r) => r.id);
    expect(shown.at(-1)).toBe(cheapest);
    expect(shown).not.toContain(held);
    expect(shown).not.toContain(hidden);
    const counted = copy.categoryCounts();
    expect(counted).toBeDefined();
    expect(await listProductCategories(t.database.db, 'fursa', 'public', { counted })).toEqual(
      await listProductCategories(t.database.db, 'fursa', 'public'),
    );
  });

  it('leaves the reads to the database while changes cannot be heard', async () => {
    await copy.settled();
    cache.setLive(false);
    try {
      expect(copy.page({ lang: 'en', ordering: 'newest', offset: 0, limit: 12 })).toBeUndefined();
      await copy.settled();
      expect(copy.page({ lang: 'en', ordering: 'newest', offset: 0, limit: 12 })).toBeUndefined();
    } finally {
      cache.setLive(true);
    }
  });
});
