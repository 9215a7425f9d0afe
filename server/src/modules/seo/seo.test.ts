import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@shop/contract/auth';
import type { AdminCatalogProduct, CatalogProductDetail } from '@shop/contract/catalog';
import { shareImagePath } from '@shop/contract/item-pages';
import type { Tour, TourDetail } from '@shop/contract/tours';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupFile,
  SITEMAP_FILE_ADDRESSES,
  SITEMAP_GROUP,
  SITEMAP_LAST_GROUP,
} from '#server/modules/seo/sitemap.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCategory, makeProduct, makeTour } from '#server/test/builders.ts';

let t: TestApp;
let admin: AuthResponse;
let dist: string;
let laptopCategory: number;

const SHELL =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A web build without its server render: every screen is the shell, and moved pages redirect.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example' });
  admin = await t.admin();
  laptopCategory = (await makeCategory(t.database.db, { brand: 'fursa', name: 'Business' })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.as(admin.access, { method, url, payload });

const get = (url: string) => t.app.inject({ method: 'GET', url });
/**
 * An address in a sitemap file in each language, each naming both and English as the default
 * (docs/seo.md).
 */
function expectAlternates(body: string, en: string, sw: string) {
  const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links =
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="sw" href="${sw}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  for (const loc of [en, sw])
    expect(body).toMatch(
      new RegExp(`<url><loc>${quoted(loc)}</loc><lastmod>[^<]+</lastmod>${quoted(links)}</url>`),
    );
}
/** A sitemap file by the address the index names. */
const getFile = (loc: string) => get(loc.replace('https://shop.example', ''));

async function createLaptop(overrides: object = {}): Promise<AdminCatalogProduct> {
  const res = await asAdmin('POST', '/api/admin/products/', {
    name: 'HP EliteBook 840 G8',
    description: 'A light business laptop',
    price: 1_250_000,
    category: laptopCategory,
    stock_quantity: 4,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminCatalogProduct;
}

describe('slugs of products and tours', () => {
  it('makes a product slug from its name, takes an admin one, and refuses a taken or malformed one', async () => {
    const made = await createLaptop({ name: 'Dell Latitude 7440!' });
    expect(made.slug).toBe('dell-latitude-7440');
    const chosen = await createLaptop({ slug: 'latitude-for-students' });
    expect(chosen.slug).toBe('latitude-for-students');

    const taken = await asAdmin('PUT', `/api/admin/products/${chosen.id}/`, { slug: 'dell-latitude-7440' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: expect.stringMatching(/already used by another laptop/) });
    const malformed = await asAdmin('PUT', `/api/admin/products/${chosen.id}/`, { slug: 'Not A Slug' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { slug: [expect.stringMatching(/lower-case/)] } });

    // The same slug in the other brand is another page: allowed.
    const igsumCategory = (await makeCategory(t.database.db, { brand: 'igsum' })).id;
    const igsum = await asAdmin('POST', '/api/admin/igsum-products/', {
      name: 'Kanga',
      slug: 'dell-latitude-7440',
      description: 'Cotton',
      price: 12,
      category: igsumCategory,
      stock_quantity: 3,
    });
    expect(igsum.statusCode, igsum.body).toBe(201);
  });

  it('gives tours a slug from their title, editable, unique', async () => {
    const tour = await makeTour(t.database.db, { title: 'Ngorongoro Crater Day' });
    expect(tour.slug).toBe('ngorongoro-crater-day');
    const twin = await makeTour(t.database.db, { title: 'Ngorongoro Crater Day' });
    expect(twin.slug).toBe(`ngorongoro-crater-day-${twin.id}`);
    const taken = await asAdmin('PUT', `/api/admin/tours/${twin.id}/`, { slug: 'ngorongoro-crater-day' });
    expect(taken.statusCode).toBe(409);
    const renamed = await asAdmin('PUT', `/api/admin/tours/${twin.id}/`, { slug: 'crater-rim-walk' });
    expect((renamed.json() as Tour).slug).toBe('crater-rim-walk');
  });
});

describe('item pages by slug', () => {
  it('reads an active laptop and tour by slug, and 404s an unknown or inactive one', async () => {
    const laptop = await createLaptop({ name: 'ThinkPad X1 Carbon' });
    const detail = await get(`/api/fursa/products/by-slug/${laptop.slug}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json() as CatalogProductDetail).toMatchObject({ id: laptop.id, reviews: [] });

    const tour = await makeTour(t.database.db, { title: 'Serengeti Migration', dates: ['2031-01-10'] });
    const tourDetail = await get(`/api/igsum/tours/by-slug/${tour.slug}/`);
    expect(tourDetail.json() as TourDetail).toMatchObject({
      id: tour.id,
      departures: [{ date: '2031-01-10' }],
    });

    expect((await get('/api/fursa/products/by-slug/no-such-laptop/')).statusCode).toBe(404);
    // The slug of the other brand is not this brand's page.
    expect((await get(`/api/igsum/products/by-slug/${laptop.slug}/`)).statusCode).toBe(404);
    await asAdmin('PUT', `/api/admin/products/${laptop.id}/`, { is_active: false });
    expect((await get(`/api/fursa/products/by-slug/${laptop.slug}/`)).statusCode).toBe(404);
  });

  it('redirects a renamed laptop or tour page permanently, keeping the query', async () => {
    const laptop = await createLaptop({ name: 'MacBook Air M2' });
    await asAdmin('PUT', `/api/admin/products/${laptop.id}/`, { slug: 'macbook-air-13' });
    const moved = await get(`/fursa/laptops/macbook-air-m2?utm_source=whatsapp`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/fursa/laptops/macbook-air-13?utm_source=whatsapp');
    // Renamed twice: the first address goes straight to today's.
    await asAdmin('PUT', `/api/admin/products/${laptop.id}/`, { slug: 'macbook-air-2022' });
    expect((await get('/fursa/laptops/macbook-air-m2')).headers.location).toBe(
      '/fursa/laptops/macbook-air-2022',
    );
    // Today's address and an unknown one are pages, not redirects.
    expect((await get('/fursa/laptops/macbook-air-2022')).statusCode).toBe(200);
    expect((await get('/fursa/laptops/never-was')).statusCode).toBe(200);

    const tour = await makeTour(t.database.db, { title: 'Kilimanjaro Lemosho' });
    await asAdmin('PUT', `/api/admin/tours/${tour.id}/`, { slug: 'lemosho-route' });
    const tourMoved = await get('/isml/tours/kilimanjaro-lemosho');
    expect(tourMoved.statusCode).toBe(301);
    expect(tourMoved.headers.location).toBe('/isml/tours/lemosho-route');

    // A former slug taken by another laptop is that laptop's page.
    await createLaptop({ name: 'Other', slug: 'macbook-air-m2' });
    expect((await get('/fursa/laptops/macbook-air-m2')).statusCode).toBe(200);
  });
});

describe('sitemap, robots.txt and share images', () => {
  it('lists active items with lastmod and drops a deactivated one', async () => {
    const laptop = await createLaptop({ name: 'Lenovo Legion 5' });
    const tour = await makeTour(t.database.db, { title: 'Zanzibar Spice Tour' });
    const hidden = await makeProduct(t.database.db, {
      brand: 'fursa',
      categoryId: laptopCategory,
      isActive: false,
    });
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const laptopFile = `https://shop.example/sitemaps/${groupFile('fursa', Math.floor(laptop.id / SITEMAP_GROUP))}`;
    const tourFile = `https://shop.example/sitemaps/${groupFile('tour', Math.floor(tour.id / SITEMAP_GROUP))}`;
    for (const file of ['https://shop.example/sitemaps/pages.xml', laptopFile, tourFile])
      expect(index.body).toMatch(new RegExp(`<sitemap><loc>${file}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));

    const pages = await get('/sitemaps/pages.xml');
    expect(pages.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const [en, sw] of [
      ['https://shop.example/', 'https://shop.example/sw'],
      ['https://shop.example/fursa', 'https://shop.example/sw/fursa'],
    ])
      expectAlternates(pages.body, en!, sw!);
    const laptops = await getFile(laptopFile);
    expect(laptops.body).toMatch(
      new RegExp(
        `<loc>https://shop.example/fursa/laptops/${laptop.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    // Search engines find the Swahili page, and each language's page names the other.
    expectAlternates(
      laptops.body,
      `https://shop.example/fursa/laptops/${laptop.slug}`,
      `https://shop.example/sw/fursa/laptops/${laptop.slug}`,
    );
    expect(laptops.body).not.toContain(hidden.slug);
    expect((await getFile(tourFile)).body).toContain(
      `<loc>https://shop.example/isml/tours/${tour.slug}</loc>`,
    );
    expect((await getFile(tourFile)).body).toContain(
      `<loc>https://shop.example/sw/isml/tours/${tour.slug}</loc>`,
    );

    // Kept in the public cache, and dropped with it when the laptop is deactivated.
    await asAdmin('PUT', `/api/admin/products/${laptop.id}/`, { is_active: false });
    expect((await getFile(laptopFile)).body).not.toContain(`/fursa/laptops/${laptop.slug}<`);
    expect((await getFile(tourFile)).body).toContain(`/isml/tours/${tour.slug}<`);
  });

  it('keeps every sitemap file to one group of ids however many items there are', async () => {
    const first = 700_000;
    // Slugs as long as an admin may make them (200 characters): the largest file there can be.
    await t.database.db.execute(
      sql.raw(`insert into products (brand, id, name, slug, price, category_id)
        select 'fursa', i, 'Bulk ' || i, rpad('bulk-' || i || '-', 200, 'x'), 500000, ${laptopCategory}
        from generate_series(${first}, ${first + SITEMAP_GROUP + 199}) i`),
    );
    const index = (await get('/sitemap.xml')).body;
    const groups = [first / SITEMAP_GROUP, first / SITEMAP_GROUP + 1];
    for (const group of groups) expect(index).toContain(`/sitemaps/${groupFile('fursa', group)}<`);
    const urls = async (group: number) => {
      const res = await get(`/sitemaps/${groupFile('fursa', group)}`);
      expect(res.statusCode).toBe(200);
      // Within the sitemap protocol's limits: 50,000 addresses and 50 MB a file.
      expect(res.rawPayload.length).toBeLessThan(2 * 1024 * 1024);
      return res.body.match(/<url>/g)?.length ?? 0;
    };
    // Each item in both languages.
    expect(SITEMAP_FILE_ADDRESSES).toBe(2 * SITEMAP_GROUP);
    expect(SITEMAP_FILE_ADDRESSES).toBeLessThanOrEqual(50_000);
    expect([await urls(groups[0]!), await urls(groups[1]!)]).toEqual([SITEMAP_FILE_ADDRESSES, 400]);
    // A group with nothing left in it is an empty file; a name of no file is refused.
    expect(await urls(groups[1]! + 5)).toBe(0);
    expect(await urls(SITEMAP_LAST_GROUP)).toBe(0);
    for (const bad of [
      '/sitemaps/fursa.xml',
      '/sitemaps/laptops-1.xml',
      '/sitemaps/pages-1.xml',
      `/sitemaps/fursa-${SITEMAP_LAST_GROUP + 1}.xml`,
    ])
      expect((await get(bad)).statusCode, bad).toBe(400);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of private screens', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    for (const p of ['/api/', '/checkout', '/dashboard', '/admin/'])
      expect(res.body).toContain(`Disallow: ${p}\n`);
  });

  it('makes a 1200x630 JPEG under 300 KB from the picture, or from the brand picture', async () => {
    const withPicture = await createLaptop({
      name: 'Gaming Rig',
      image_url: '/media/demo/laptops/gaming-red.svg',
    });
    const noPicture = await makeTour(t.database.db, { title: 'Mystery Walk' });
    for (const [kind, id, imageUrl] of [
      ['fursa', withPicture.id, withPicture.image_url],
      ['tour', noPicture.id, null],
    ] as const) {
      const res = await get(shareImagePath(kind, id, imageUrl));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.length).toBeLessThan(300 * 1024);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    // Kept in the uploads' store, so the next visitor's is not made again.
    expect(
      fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((f) => f.startsWith('share-')),
    ).toHaveLength(2);
    // An address made for an older picture goes on to today's.
    const old = await get(shareImagePath('fursa', withPicture.id, '/media/demo/laptops/old.svg'));
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(shareImagePath('fursa', withPicture.id, withPicture.image_url));
  });
});
