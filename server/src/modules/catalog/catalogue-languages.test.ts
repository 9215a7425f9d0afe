import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthResponse } from '@shop/contract/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productTranslations, tourCategoryTranslations, tourTranslations } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct, makeTour, makeTourCategory } from '#server/test/builders.ts';

// docs/catalogue.md, "Languages": ?lang=sw shows the Swahili texts, English where one is missing.

let t: TestApp;
let admin: AuthResponse;
let base: string;
const ids = { coffee: 0, carving: 0, laptop: 0, tour: 0, crafts: 0, tourCategory: 0 };
/** The English answers before any translation existed: they must not move by a byte. */
const before = new Map<string, string>();
const englishReads = () => [
  '/api/igsum/products/',
  '/api/igsum/products/?ordering=name',
  `/api/igsum/products/${ids.coffee}/`,
  '/api/igsum/product-categories/',
  '/api/fursa/products/',
  '/api/igsum/tours/',
  `/api/igsum/tours/${ids.tour}/`,
  '/api/igsum/categories/',
];

/** A GET over a real socket, through the public cache's fast path, as a browser makes it. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
const json = async (url: string) => JSON.parse((await get(url)).body);
/** A read after a write: on PostgreSQL the cache hears of a commit a moment after it (docs/public-cache.md). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.as(admin.access, { method, url, payload });

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  admin = await t.admin();
  const crafts = await makeCategory(db, { brand: 'igsum', name: 'Crafts', slug: 'crafts' });
  ids.crafts = crafts.id;
  ids.coffee = (
    await makeProduct(db, {
      brand: 'igsum',
      categoryId: crafts.id,
      name: 'Peaberry Coffee',
      description: 'Bright and winey.',
    })
  ).id;
  ids.carving = (
    await makeProduct(db, {
      brand: 'igsum',
      categoryId: crafts.id,
      name: 'Ebony Carving',
      description: 'Signed.',
    })
  ).id;
  ids.laptop = (await makeProduct(db, { brand: 'fursa', name: 'Dell Latitude', description: 'Sturdy.' })).id;
  const tourCategory = await makeTourCategory(db, { name: 'Nature', description: 'Wildlife.' });
  ids.tourCategory = tourCategory.id;
  ids.tour = (
    await makeTour(db, {
      categoryId: tourCategory.id,
      title: 'Serengeti Safari',
      description: 'Game drives at dawn.',
      duration: '5 days',
      highlights: ['Big Five', 'Balloon ride'],
    })
  ).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  for (const url of englishReads()) before.set(url, (await get(url)).body);

  await db.insert(productTranslations).values([
    // The coffee has both texts; the carving only a name, so its description stays English.
    {
      brand: 'igsum',
      productId: ids.coffee,
      locale: 'sw',
      name: 'Kahawa ya Peaberry',
      slug: 'kahawa-ya-peaberry',
      description: 'Changamfu.',
    },
    { brand: 'igsum', productId: ids.carving, locale: 'sw', name: 'Kinyago cha Mpingo' },
  ]);
  await db.insert(tourTranslations).values({ tourId: ids.tour, locale: 'sw', title: 'Safari ya Serengeti' });
  await db
    .insert(tourCategoryTranslations)
    .values({ categoryId: tourCategory.id, locale: 'sw', name: 'Mazingira', slug: 'mazingira' });
});
afterAll(() => t.close());

describe('the public catalogue in Swahili', () => {
  it('keeps every English answer byte for byte, with or without ?lang=en', async () => {
    for (const url of englishReads()) {
      expect((await get(url)).body, url).toBe(before.get(url));
      const withLang = url.includes('?') ? `${url}&lang=en` : `${url}?lang=en`;
      expect((await get(withLang)).body, withLang).toBe(before.get(url));
    }
  });

  it('shows the Swahili texts with English where one is missing, field by field', async () => {
    const page = await json('/api/igsum/products/?lang=sw&ordering=name');
    const byId = new Map(page.results.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(ids.coffee)).toMatchObject({ name: 'Kahawa ya Peaberry', description: 'Changamfu.' });
    expect(byId.get(ids.carving)).toMatchObject({ name: 'Kinyago cha Mpingo', description: 'Signed.' });
    // Ordered by the name shown: Kahawa before Kinyago (English would put Ebony first).
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([ids.coffee, ids.carving]);

    const detail = await json(`/api/igsum/products/${ids.coffee}/?lang=sw`);
    expect(detail).toMatchObject({ name: 'Kahawa ya Peaberry', category_name: 'Crafts', reviews: [] });
    // No Swahili at all: the English texts.
    expect(await json(`/api/fursa/products/${ids.laptop}/?lang=sw`)).toMatchObject({
      name: 'Dell Latitude',
      description: 'Sturdy.',
    });
  });

  it('finds a product by its Swahili name when the visitor reads Swahili', async () => {
    const sw = await json('/api/igsum/products/?lang=sw&search=kahawa');
    expect(sw.count).toBe(1);
    expect(sw.results[0].id).toBe(ids.coffee);
    expect((await json('/api/igsum/products/?lang=sw&search=peaberry')).count).toBe(1);
    expect((await json('/api/igsum/products/?search=kahawa')).count).toBe(0);
  });

  it('shows tours and tour categories in Swahili, English where a text is missing', async () => {
    const [tour] = await json('/api/igsum/tours/?lang=sw');
    expect(tour).toMatchObject({
      title: 'Safari ya Serengeti',
      description: 'Game drives at dawn.',
      duration: '5 days',
      highlights: ['Big Five', 'Balloon ride'],
      category_name: 'Mazingira',
    });
    expect(await json(`/api/igsum/tours/${ids.tour}/?lang=sw`)).toMatchObject({
      title: 'Safari ya Serengeti',
    });
    expect((await json('/api/igsum/tours/?lang=sw&search=serengeti')).length).toBe(1);
    expect((await json('/api/igsum/tours/?lang=sw&search=safari%20ya')).length).toBe(1);
    expect(await json('/api/igsum/categories/?lang=sw')).toEqual([
      { id: ids.tourCategory, name: 'Mazingira', slug: 'mazingira', description: 'Wildlife.' },
    ]);
  });

  it('refuses a language the shop does not speak', async () => {
    const res = await get('/api/igsum/products/?lang=fr');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).fields.lang).toBeDefined();
  });

  it('keys the cache by language and shows a translation edit on the next read', async () => {
    const url = `/api/igsum/products/${ids.carving}/?lang=sw`;
    expect((await json(url)).name).toBe('Kinyago cha Mpingo');
    expect((await json(`/api/igsum/products/${ids.carving}/`)).name).toBe('Ebony Carving');
    // A write straight to the table, as psql would make it: the trigger empties the cache.
    await t.database.db.execute(
      sql`update product_translations set name = 'Kinyago cha Kimakonde' where product_id = ${ids.carving}`,
    );
    await eventually(async () => expect((await json(url)).name).toBe('Kinyago cha Kimakonde'));
    expect((await json(`/api/igsum/products/${ids.carving}/`)).name).toBe('Ebony Carving');

    const categories = '/api/igsum/categories/?lang=sw';
    expect((await json(categories))[0].name).toBe('Mazingira');
    await t.database.db.execute(sql`update tour_category_translations set name = 'Hifadhi za Taifa'`);
    await eventually(async () => expect((await json(categories))[0].name).toBe('Hifadhi za Taifa'));
  });
});

describe('the admin edits the Swahili texts', () => {
  it("writes, reads back and clears a laptop's Swahili name, slug and description", async () => {
    const url = `/api/admin/products/${ids.laptop}/`;
    const saved = await asAdmin('PUT', url, {
      name_sw: '  Dell Latitude ya Ofisi ',
      slug_sw: 'dell-latitude-ya-ofisi',
      description_sw: 'Imara kwa kazi.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Dell Latitude',
      name_sw: 'Dell Latitude ya Ofisi',
      slug_sw: 'dell-latitude-ya-ofisi',
      description_sw: 'Imara kwa kazi.',
    });
    await eventually(async () =>
      expect(await json(`/api/fursa/products/${ids.laptop}/?lang=sw`)).toMatchObject({
        name: 'Dell Latitude ya Ofisi',
        description: 'Imara kwa kazi.',
      }),
    );
    const list = (await t.as(admin.access, { method: 'GET', url: '/api/admin/products/' })).json();
    expect(list.results.find((p: { id: number }) => p.id === ids.laptop).description_sw).toBe(
      'Imara kwa kazi.',
    );

    const cleared = await asAdmin('PUT', url, { description_sw: '' });
    expect(cleared.json()).toMatchObject({ name_sw: 'Dell Latitude ya Ofisi', description_sw: null });
    await eventually(async () =>
      expect((await json(`/api/fursa/products/${ids.laptop}/?lang=sw`)).description).toBe('Sturdy.'),
    );
  });

  it('refuses a bad or taken Swahili slug on its field', async () => {
    const bad = await asAdmin('PUT', `/api/admin/igsum-products/${ids.carving}/`, {
      slug_sw: 'Kinyago Kizuri',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.slug_sw).toBeDefined();
    const taken = await asAdmin('PUT', `/api/admin/igsum-products/${ids.carving}/`, {
      slug_sw: 'kahawa-ya-peaberry',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug_sw).toBeDefined();
  });

  it('refuses a save from a form filled before another admin changed the Swahili', async () => {
    const url = `/api/admin/igsum-products/${ids.coffee}/`;
    const { version } = (await t.as(admin.access, { method: 'GET', url })).json();
    expect((await asAdmin('PUT', url, { name_sw: 'Kahawa Tamu', version })).statusCode).toBe(200);
    expect((await asAdmin('PUT', url, { description: 'Changed.', version })).statusCode).toBe(409);
  });

  it('creates a product with its Swahili texts', async () => {
    const res = await asAdmin('POST', '/api/admin/igsum-products/', {
      name: 'Kikoi',
      description: 'Striped wrap.',
      price: '20',
      category: ids.crafts,
      stock_quantity: 3,
      name_sw: 'Kikoi cha Pwani',
      description_sw: 'Kikoi cha mistari.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Kikoi', name_sw: 'Kikoi cha Pwani', slug_sw: null });
  });

  it("edits a category's and a tour category's Swahili name and slug", async () => {
    const category = await asAdmin('PUT', `/api/admin/igsum-product-categories/${ids.crafts}/`, {
      name_sw: 'Kazi za Mikono',
      slug_sw: 'kazi-za-mikono',
    });
    expect(category.json()).toMatchObject({
      name: 'Crafts',
      name_sw: 'Kazi za Mikono',
      slug_sw: 'kazi-za-mikono',
    });
    await eventually(async () => {
      const [shown] = await json('/api/igsum/product-categories/?lang=sw');
      expect(shown).toMatchObject({ name: 'Kazi za Mikono', slug: 'kazi-za-mikono' });
      expect((await json(`/api/igsum/products/${ids.coffee}/?lang=sw`)).category_name).toBe('Kazi za Mikono');
    });

    const tourCategory = await asAdmin('PUT', `/api/admin/tour-categories/${ids.tourCategory}/`, {
      description_sw: 'Wanyamapori.',
    });
    expect(tourCategory.json()).toMatchObject({ description: 'Wildlife.', description_sw: 'Wanyamapori.' });
  });

  it("edits a tour's Swahili title, duration and highlights", async () => {
    const res = await asAdmin('PUT', `/api/admin/tours/${ids.tour}/`, {
      duration_sw: 'Siku 5',
      highlights_sw: 'Wanyama Watano Wakubwa, Puto la hewa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title_sw: 'Safari ya Serengeti',
      duration_sw: 'Siku 5',
      highlights_sw: ['Wanyama Watano Wakubwa', 'Puto la hewa'],
      highlights: ['Big Five', 'Balloon ride'],
    });
    await eventually(async () =>
      expect(await json(`/api/igsum/tours/${ids.tour}/?lang=sw`)).toMatchObject({
        duration: 'Siku 5',
        highlights: ['Wanyama Watano Wakubwa', 'Puto la hewa'],
      }),
    );
  });
});
