import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, tours } from '#server/db/schema.ts';
import { seedDemoData } from '#server/db/seed/seed-demo-data.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { makeCartLine, makeProduct } from '#server/test/builders.ts';
import { PublicCache } from './public-cache';
import { requestIds } from './request-log';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET over a real socket (the cache's fast path sits in front of Fastify), bytes as sent. */
function rawGet(base: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(r: Raw): string {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(r.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(r.body).toString();
  expect(encoding).toBeUndefined();
  return r.body.toString();
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Polls until `check` passes: notifications from PostgreSQL arrive a moment after the commit. */
function eventually(check: () => Promise<void>, timeout = 5000) {
  return vi.waitFor(check, { timeout, interval: 20 });
}

/** Runs `sql` with triggers off, as a write the cache is not told about: it shows what is cached. */
async function unannouncedWrite(t: TestApp, statement: ReturnType<typeof sql>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

let t: TestApp;
let other: FastifyInstance;
let a: string;
let b: string;
let laptopId: number;
let tourId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx));
  other = await t.anotherApp();
  a = await listen(t.app);
  b = await listen(other);
  const [laptop] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brand, 'fursa'))
    .limit(1);
  const [tour] = await t.database.db.select({ id: tours.id }).from(tours).limit(1);
  laptopId = laptop!.id;
  tourId = tour!.id;
});

afterAll(async () => {
  await t?.close();
});

const publicReads = () => [
  '/api/fursa/products/',
  '/api/fursa/products/?page=2&page_size=5',
  '/api/fursa/products/?ordering=-price&in_stock=true',
  '/api/fursa/products/?in_stock=true&ordering=-price',
  '/api/fursa/products/?search=dell&min_price=1000',
  '/api/fursa/products/?search=%C3%A9%20x',
  `/api/fursa/products/${laptopId}/`,
  '/api/fursa/categories/',
  '/api/igsum/products/',
  '/api/igsum/products/?page_size=3&ordering=rating',
  '/api/igsum/product-categories/',
  '/api/igsum/tours/',
  '/api/igsum/tours/?featured=true',
  '/api/igsum/tours/?difficulty=Moderate&max_price=2000',
  `/api/igsum/tours/${tourId}/`,
  '/api/igsum/categories/',
  '/api/igsum/gallery/',
  '/api/testimonials/',
  '/api/testimonials/?business_type=fursa',
];

describe('public catalogue cache', () => {
  it('answers every public read with the same bytes as the uncached route, in every encoding', async () => {
    for (const url of publicReads()) {
      const uncached = await t.app.inject({ method: 'GET', url });
      expect(uncached.statusCode, url).toBe(200);
      await rawGet(a, url); // fills the cache
      for (const acceptEncoding of [
        '',
        'gzip, deflate, br, zstd',
        'gzip',
        'br;q=0, gzip;q=0.5',
        'identity',
      ]) {
        const cached = await rawGet(a, url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
        expect(cached.status, url).toBe(200);
        expect(decoded(cached), `${url} with ${acceptEncoding}`).toBe(uncached.body);
        expect(cached.headers['content-type']).toBe(uncached.headers['content-type']);
        expect(cached.headers['cache-control']).toBe('no-cache');
        // Below the compression threshold an answer has one form for every client.
        expect(cached.headers.vary, url).toBe(
          Buffer.byteLength(uncached.body) >= 1024 ? 'accept-encoding' : undefined,
        );
        expect(cached.headers['x-content-type-options']).toBe('nosniff');
      }
      const browser = await rawGet(a, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      if (browser.body.length > 1024 || Buffer.byteLength(uncached.body) >= 1024) {
        expect(browser.headers['content-encoding'], url).toBe('br');
      }
    }
  });

  it('compresses a kept answer into each encoding when first asked, and keeps every copy it made', async () => {
    const url = '/api/fursa/products/?ordering=name&page_size=30';
    const encodings = ['', 'br', 'gzip'];
    const first = await Promise.all(
      encodings.map(async (encoding) =>
        decoded(await rawGet(a, url, encoding ? { 'accept-encoding': encoding } : {})),
      ),
    );
    for (const encoding of encodings) await rawGet(a, url, encoding ? { 'accept-encoding': encoding } : {});
    await unannouncedWrite(
      t,
      sql`update products set name = 'Renamed unseen' where brand = 'fursa' and id = ${laptopId}`,
    );
    // Nothing announced the write: every encoding still comes from memory, the same answer.
    for (const encoding of encodings) {
      const kept = await rawGet(a, url, encoding ? { 'accept-encoding': encoding } : {});
      expect(kept.headers['content-encoding'], encoding).toBe(encoding || undefined);
      expect(decoded(kept), encoding).toBe(first[0]);
    }
    expect(first[0]!.length).toBeGreaterThan(1024);
  });

  it('serves repeated reads from memory, and a write in any process empties it', async () => {
    const url = `/api/fursa/products/${laptopId}/`;
    const before = JSON.parse((await rawGet(b, url)).body.toString()) as { name: string };
    await unannouncedWrite(
      t,
      sql`update products set name = 'Renamed quietly' where brand = 'fursa' and id = ${laptopId}`,
    );
    // Nothing announced the write, so both processes still answer from memory.
    expect(JSON.parse((await rawGet(b, url)).body.toString()).name).toBe(before.name);

    // An ordinary write, here straight to the database as another process would make it.
    await t.database.db.update(products).set({ stockQuantity: 3 }).where(isProduct('fursa', laptopId));
    await eventually(async () => {
      const after = JSON.parse((await rawGet(b, url)).body.toString());
      expect(after.name).toBe('Renamed quietly');
      expect(after.stock_quantity).toBe(3);
    });
  });

  it('shows a write made through one API process on the next read through another', async () => {
    const customer = await t.register();
    const url = `/api/fursa/products/${laptopId}/`;
    const list = '/api/fursa/products/?page_size=50';
    const reviewsBefore = JSON.parse((await rawGet(b, url)).body.toString()).reviews.length as number;
    await rawGet(b, list);
    const created = await t.as(customer.access, {
      method: 'POST',
      url: '/api/fursa/reviews/',
      payload: { product: laptopId, rating: 2, comment: 'Seen everywhere at once' },
    });
    expect(created.statusCode).toBe(201);
    await eventually(async () => {
      const detail = JSON.parse((await rawGet(b, url)).body.toString());
      expect(detail.reviews.length).toBe(reviewsBefore + 1);
      expect(detail.reviews[0].comment).toBe('Seen everywhere at once');
    });
    // The writing process itself, and the other routes, are fresh as well.
    await eventually(async () => {
      const own = JSON.parse((await rawGet(a, url)).body.toString());
      expect(own.reviews[0].comment).toBe('Seen everywhere at once');
    });
    const fresh = await t.app.inject({ method: 'GET', url: list });
    await eventually(async () => {
      expect((await rawGet(b, list)).body.toString()).toBe(fresh.body);
    });
  });

  it('gives a strong ETag and answers 304 while it still matches, on both paths', async () => {
    const url = '/api/igsum/gallery/';
    const first = await rawGet(a, url);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(a, url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // A copy stored in another encoding is still current, and keeps its own validator.
    const big = '/api/fursa/products/';
    const brotliEtag = (await rawGet(a, big, { 'accept-encoding': 'br' })).headers.etag!;
    const held = await rawGet(a, big, { 'if-none-match': brotliEtag, 'accept-encoding': 'gzip' });
    expect(held.status).toBe(304);
    expect(held.headers.etag).toBe(brotliEtag);
    expect((await rawGet(a, big, { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(brotliEtag);
    const injected = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
    expect(injected.statusCode).toBe(304);
    expect(injected.body).toBe('');
    await t.database.db.execute(sql`update gallery_images set title = title || ' (new)'`);
    await eventually(async () => {
      const changed = await rawGet(a, url, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  it('keeps the answers of signed-in customers to themselves', async () => {
    const [first, second] = [await t.register(), await t.register()];
    await t.as(first.access, {
      method: 'POST',
      url: '/api/fursa/cart/',
      payload: { product: laptopId, quantity: 1 },
    });
    const cartOf = async (token: string) => {
      const res = await rawGet(a, '/api/fursa/cart/', { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).not.toBe('no-cache');
      return JSON.parse(res.body.toString()) as { items: unknown[] };
    };
    expect((await cartOf(first.access)).items.length).toBe(1);
    expect((await cartOf(second.access)).items.length).toBe(0);
    expect((await cartOf(first.access)).items.length).toBe(1);
    expect((await rawGet(a, '/api/fursa/cart/')).status).toBe(401);
  });

  it('lets seats held by an unpaid booking come back when the hold runs out, with no write', async () => {
    const customer = await t.register();
    const url = `/api/igsum/tours/${tourId}/`;
    const before = JSON.parse((await rawGet(b, url)).body.toString()) as {
      departures: { date: string; seats_left: number }[];
    };
    const departure = before.departures[0]!;
    const booked = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'igsum', tour: tourId, tour_date: departure.date, participants: 2 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // The hold ends in a moment (orders announce nothing; the read path releases expired holds).
    await t.database.db.execute(
      sql`update orders set hold_expires_at = now() + interval '1 second' where hold_expires_at is not null`,
    );
    const seatsOn = async (base: string) =>
      (JSON.parse((await rawGet(base, url)).body.toString()) as typeof before).departures.find(
        (d) => d.date === departure.date,
      )!.seats_left;
    await eventually(async () => expect(await seatsOn(b)).toBe(departure.seats_left - 2));
    // Cached meanwhile, yet the count must not outlive the hold.
    await eventually(async () => expect(await seatsOn(b)).toBe(departure.seats_left), 10_000);
  });

  it('drops only the answers of the brand a write shows: a laptop hold keeps the tours and IGSUM products', async () => {
    const { db } = t.database;
    const laptop = await makeProduct(db, { brand: 'fursa', price: '900000', stockQuantity: 5 });
    const customer = await t.register();
    await makeCartLine(db, { brand: 'fursa', userId: customer.user.id, productId: laptop.id, quantity: 2 });
    const detail = `/api/fursa/products/${laptop.id}/`;
    const list = '/api/fursa/products/';
    const stockOf = async (url: string) => {
      const body = JSON.parse((await rawGet(b, url)).body.toString());
      return (url === list ? body.results.find((p: { id: number }) => p.id === laptop.id) : body)
        .stock_quantity;
    };
    await eventually(async () => expect(await stockOf(detail)).toBe(5));
    await eventually(async () => expect(await stockOf(list)).toBe(5));
    const igsum = [
      '/api/igsum/products/',
      '/api/igsum/product-categories/',
      '/api/igsum/tours/',
      '/api/igsum/gallery/',
    ];
    const kept = new Map<string, string>();
    for (const url of igsum) kept.set(url, (await rawGet(b, url)).body.toString());
    // Unannounced, so only an answer computed again would show them.
    await unannouncedWrite(t, sql`update products set name = name || ' (quiet)' where brand = 'igsum'`);
    await unannouncedWrite(t, sql`update tours set title = title || ' (quiet)'`);
    await unannouncedWrite(t, sql`update gallery_images set title = title || ' (quiet)'`);

    const order = await t.as(customer.access, {
      method: 'POST',
      url: '/api/orders/',
      payload: { order_type: 'fursa', fulfilment: 'pickup' },
    });
    expect(order.statusCode, order.body).toBe(201);
    await eventually(async () => expect(await stockOf(detail)).toBe(3));
    await eventually(async () => expect(await stockOf(list)).toBe(3));
    // The hold was heard (the FURSA answers changed) and the IGSUM answers are still the kept ones.
    for (const url of igsum) expect(decoded(await rawGet(b, url)), url).toBe(kept.get(url));

    // An admin's change of the IGSUM catalogue drops them, in every process.
    const { access } = await t.admin();
    const created = await t.as(access, {
      method: 'POST',
      url: '/api/admin/igsum-product-categories/',
      payload: { name: 'Beadwork', slug: 'beadwork' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await eventually(async () => {
      expect((await rawGet(b, '/api/igsum/product-categories/')).body.toString()).toContain('Beadwork');
      expect((await rawGet(b, '/api/igsum/products/')).body.toString()).toContain('(quiet)');
    });
  });

  it('keys an answer on the query parameters it reads, in any order, and ignores the others', async () => {
    const list = '/api/fursa/products/?page_size=3&page=2';
    const first = (await rawGet(a, list)).body.toString();
    await unannouncedWrite(t, sql`update products set name = name || ' [quiet]' where brand = 'fursa'`);
    // The same entry: the parameters reordered, tracking and unknown ones added.
    for (const url of [
      '/api/fursa/products/?page=2&page_size=3',
      '/api/fursa/products/?utm_source=x&page=2&fbclid=1&page_size=3&gclid=2',
      `/api/fursa/products/?page_size=3&page=2&cache_buster=${Date.now()}`,
    ]) {
      expect((await rawGet(a, url)).body.toString(), url).toBe(first);
    }
    // A parameter it reads is a different answer, never the unfiltered one.
    const filtered = JSON.parse(
      (await rawGet(a, '/api/fursa/products/?page_size=3&page=2&search=zzz-none')).body.toString(),
    );
    expect(filtered.count).toBe(0);
    // A name the route's parser decodes to one it reads is answered as such, and not kept under another key.
    const encoded = JSON.parse(
      (await rawGet(a, '/api/fursa/products/?page_size=3&page=2&s%65arch=zzz-none')).body.toString(),
    );
    expect(encoded.count).toBe(0);
    expect((await rawGet(a, '/api/fursa/products/?page_size=3&page=2')).body.toString()).toBe(first);
    // Many junk URLs all answered from that one entry.
    for (let n = 0; n < 300; n++) {
      expect((await rawGet(a, `/api/fursa/products/?page=2&page_size=3&utm_x=${n}`)).body.toString()).toBe(
        first,
      );
    }
  });
});

describe('the public cache budget', () => {
  it('counts the keys: long URLs of small answers cannot hold more memory than the budget', async () => {
    const cache = new PublicCache(requestIds(), { maxBytes: 20_000 });
    cache.setLive(true);
    const reads = { query: new Set(['q']), scopes: ['fursa'] as const };
    const url = (n: number) => `/isml?q=${String(n).padStart(400, '0')}`;
    for (let n = 0; n < 100; n++) {
      await cache.storePage(
        url(n),
        cache.generation,
        { html: '<p>ok</p>', headers: {}, expiresAt: Date.now() + 60_000, reads },
        undefined,
      );
    }
    // 100 bodies of 9 bytes fit in 20 KB; with their keys (three copies of 410 bytes) they do not.
    expect(cache.keptRead(url(99))).toBeDefined();
    expect(cache.keptRead(url(0))).toBeUndefined();
    expect(cache.keptRead(url(90))).toBeDefined();
  });
});
