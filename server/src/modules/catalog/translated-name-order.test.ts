import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTranslations } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct } from '#server/test/builders.ts';

// docs/catalogue.md, "Languages": a Swahili list by name reads only the first names of each kind
// (translated, untranslated) through their indexes; it must show what sorting them all shows.

let t: TestApp;
let category = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  category = (await makeCategory(db, { brand: 'fursa', name: 'Ordered' })).id;
  const other = (await makeCategory(db, { brand: 'fursa', name: 'Other' })).id;
  const words = ['kompyuta', 'Laptop', 'zebra', 'Alpha', 'mbuni', 'Beta', 'twiga', 'Kazi', 'simba', 'Omega'];
  for (let i = 0; i < 40; i++) {
    const product = await makeProduct(db, {
      brand: 'fursa',
      // Names repeat, so ties are broken by id as in English.
      name: `${words[i % words.length]} ${i % 7}`,
      price: String(400_000 + (i % 9) * 100_000),
      stockQuantity: i % 5 === 0 ? 0 : 3,
      isActive: i % 11 !== 0,
      categoryId: i % 3 === 0 ? other : category,
    });
    // A third with a Swahili name, a few with only a Swahili description (no name to sort by).
    if (i % 3 === 1)
      await db.insert(productTranslations).values({
        brand: 'fursa',
        productId: product.id,
        locale: 'sw',
        name: `${words[(i * 7) % 10]} sw ${i % 4}`,
      });
    if (i % 8 === 2)
      await db
        .insert(productTranslations)
        .values({ brand: 'fursa', productId: product.id, locale: 'sw', description: 'Maelezo tu' })
        .onConflictDoNothing();
  }
});
afterAll(() => t.close());

/** Every active laptop matching `filter`, sorted by its name in Swahili (English where none). */
async function sortedAll(filter: SQL, direction: 'asc' | 'desc', limit: number, offset: number) {
  const rows = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select p.id from products p
        left join product_translations pt on pt.brand = p.brand and pt.product_id = p.id and pt.locale = 'sw'
        where p.brand = 'fursa' and p.is_active and ${filter}
        order by lower(coalesce(pt.name, p.name)) ${sql.raw(direction)}, p.id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

describe('the Swahili laptop list by name', () => {
  const filters = (): [string, SQL][] => [
    ['', sql`true`],
    [`&category=${category}`, sql`p.category_id = ${category}`],
    ['&min_price=700000', sql`p.price >= 700000`],
    ['&in_stock=true', sql`p.stock_quantity - p.held_quantity > 0`],
  ];

  it.each(['name', '-name'] as const)(
    'shows, page by page, what sorting every product shows (%s)',
    async (ordering) => {
      for (const [query, filter] of filters()) {
        for (const page of [1, 2, 3, 4, 6]) {
          const url = `/api/fursa/products/?lang=sw&ordering=${ordering}&page_size=7&page=${page}${query}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          const shown = (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
          const direction = ordering === 'name' ? 'asc' : 'desc';
          expect(shown, url).toEqual(await sortedAll(filter, direction, 7, (page - 1) * 7));
        }
      }
    },
  );
});

describe('the Swahili laptop search', () => {
  it('finds a laptop by its name in either language, counted and paged as every match sorted', async () => {
    for (const search of ['sw', 'ZEBRA', 'a 1', 'kazi', 'mbuni sw', 'nothing like it']) {
      for (const page of [1, 2]) {
        const url = `/api/fursa/products/?lang=sw&ordering=price&page_size=5&page=${page}&search=${encodeURIComponent(search)}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        const body = res.json() as { count: number; results: { id: number }[] };
        const pattern = `%${search}%`;
        const matching = await sqlRows<{ id: number }>(
          t.database.db,
          sql`select p.id from products p
              left join product_translations pt on pt.brand = p.brand and pt.product_id = p.id and pt.locale = 'sw'
              where p.brand = 'fursa' and p.is_active and (p.name ilike ${pattern} or pt.name ilike ${pattern})
              order by p.price, p.id`,
        );
        expect(body.count, url).toBe(matching.length);
        expect(
          body.results.map((r) => r.id),
          url,
        ).toEqual(matching.slice((page - 1) * 5, page * 5).map((r) => r.id));
      }
    }
  });
});
