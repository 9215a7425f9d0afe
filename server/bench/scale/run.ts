/**
 * npm run bench:scale: every read of a shop a hundred times the demo, against the same reads at
 * a hundredth of that size (docs/performance-log.md keeps the results).
 *
 * For each database, two scratch shops are built in SQL (shop.sql): "small" at a hundredth of
 * the full size and "large" at the full size (PostgreSQL: 10,000 laptops, 200,000 orders; PGlite:
 * BENCH_SCALE_PGLITE of that, 0.2 by default). Each read the admin, a customer or a visitor can
 * open is sent 30 times, one at a time and taking turns with the same read of the small shop
 * (both are open at once), through `app.inject`, which never meets the public cache's fast path
 * (it sits in the HTTP server, before Fastify): every answer is computed.
 * It prints median / p95 per size, the growth of the median, the answer's bytes, EXPLAIN
 * (ANALYZE, BUFFERS) of the slowest statements of every read that misses a goal (p95 over
 * 100 ms, a median over 10 ms or an answer growing more than 3x, a list counting as grown only past
 * its cap: LIST_CAP rows, a sitemap file's SITEMAP_FILE_ADDRESSES addresses; an exact e-mail, phone or
 * order reference also with a median over 10 ms), the OpenAPI GET paths it did not measure,
 * then the laptop list under load (autocannon, 20 connections, every URL distinct so each one
 * misses the cache) and `uptime`.
 *
 *   BENCH_DATABASE_URL   a PostgreSQL server where scratch databases may be created and dropped
 *   BENCH_SCALE_ONLY     postgres | pglite (default both)
 *   BENCH_SCALE_PGLITE   PGlite's size as a fraction of the full size (0.2)
 *   BENCH_SCALE_POSTGRES PostgreSQL's size as a fraction of the full size (1)
 *   BENCH_SCALE_SECONDS  seconds of the load test (10)
 *   BENCH_SCALE_LARGE_POSTGRES, BENCH_SCALE_LARGE_PGLITE
 *                        a large shop built before (a database URL, a PGlite folder), measured as it
 *                        is and kept: two versions of the code then read the same rows, and the
 *                        build (minutes on a loaded machine) is paid once
 *   BENCH_SCALE_KEEP     set to 1: the large shop this run builds is kept, and its address printed for
 *                        BENCH_SCALE_LARGE_POSTGRES or BENCH_SCALE_LARGE_PGLITE
 *   BENCH_SCALE_MATCH    only the reads whose name matches this regular expression (default all)
 *
 * The load test's client runs in a process of its own, as a visitor's would: in the server's
 * process it took half the server's CPU.
 *
 * Then the orders export of the whole large shop (200,000 orders on PostgreSQL) is downloaded over
 * HTTP while this process's RSS is sampled every 50 ms: its rows, bytes, time, peak RSS above the
 * RSS before it, and the RSS every 40,000 rows (docs/sales-and-exports.md).
 */

import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAGE_SIZE } from '@shop/contract/common';
import { LIST_CAP } from '@shop/contract/constants';
import type { Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { accessTokens } from '#server/modules/auth/tokens.ts';
import { groupFile, SITEMAP_FILE_ADDRESSES, SITEMAP_GROUP } from '#server/modules/seo/sitemap.ts';

// The pages are rendered by React as `npm start` runs it: its development build, which a process
// without NODE_ENV loads, took three times as long (docs/performance-log.md, 2026-11-28). The
// shop's own settings come from loadConfig below, not from this.
process.env.NODE_ENV ??= 'production';

const here = path.dirname(fileURLToPath(import.meta.url));
const REQUESTS = 30;
const DEEP_PAGE = 1000;
const GOAL_P95_MS = 100;
const GOAL_GROWTH = 3;
/** An exact e-mail, phone or order reference is an index lookup (docs/lists.md): under this median. */
const GOAL_EXACT_SEARCH_MS = 10;
/** Below this median a read is not called grown: at a millisecond or two, the machine's noise is 3x. */
const GROWTH_FLOOR_MS = 10;
const EXPORT_RSS_EVERY = 40_000;
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const PGLITE_FACTOR = Number(process.env.BENCH_SCALE_PGLITE ?? 0.2);
const POSTGRES_FACTOR = Number(process.env.BENCH_SCALE_POSTGRES ?? 1);
const MATCH = process.env.BENCH_SCALE_MATCH ? new RegExp(process.env.BENCH_SCALE_MATCH, 'i') : undefined;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const WEB_DIST = path.resolve(here, '../../../web/dist');

type Who = 'visitor' | 'customer' | 'admin';
/**
 * `cap`: the most rows the answer may hold however large the shop (LIST_CAP unless named);
 * `medianMs`: a goal for the large shop's median besides the p95 and growth every read has.
 */
type Read = { name: string; url: string; who: Who; cap?: number; medianMs?: number };
/** `rows`: the list's rows (an array's, or a page's `results`), when the answer is a list. */
type Timing = { median: number; p95: number; bytes: number; status: number; rows?: number };
type Statement = { text: string; params: unknown[]; ms: number };

/** A scratch database of either kind, its raw query function and how to drop it. */
type Scratch = {
  database: Database;
  raw(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
};

/** `keep`: a shop built here outlives the run (BENCH_SCALE_KEEP), its address printed. */
async function scratch(kind: 'postgres' | 'pglite', kept?: string, keep = false): Promise<Scratch> {
  if (kind === 'pglite') {
    const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
    const database = await openPglite(dir);
    const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
    return {
      database,
      raw: async (text, params) =>
        ((await client.query(text, params)) as { rows: Record<string, unknown>[] }).rows,
      drop: async () => {
        if (keep && !kept) console.log(`large shop kept: BENCH_SCALE_LARGE_PGLITE=${dir}`);
        else if (!kept) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (kept) {
    const database = await openPostgres(kept);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    return {
      database,
      raw: async (text, params) => (await pool.query(text, params)).rows,
      drop: async () => {},
    };
  }
  const name = `bench_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return {
    database,
    raw: async (text, params) => (await pool.query(text, params)).rows,
    async drop() {
      if (keep) {
        console.log(`large shop kept: BENCH_SCALE_LARGE_POSTGRES=${url}`);
        return;
      }
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Records every statement the app sends while `recording` is set, with its time. */
function recordStatements(database: Database) {
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const original = client.query.bind(client);
  const state = { recording: false, statements: [] as Statement[] };
  client.query = async (...args: unknown[]) => {
    if (!state.recording) return original(...args);
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    // node-postgres takes the values beside the config object too, which is how drizzle passes them.
    const params = (args[1] ?? (typeof first === 'string' ? undefined : first.values)) as
      | unknown[]
      | undefined;
    const start = performance.now();
    try {
      return await original(...args);
    } finally {
      state.statements.push({ text, params: params ?? [], ms: performance.now() - start });
    }
  };
  return state;
}

async function buildShop(scratchDb: Scratch, factor: number) {
  const sql = fs
    .readFileSync(path.join(here, 'shop.sql'), 'utf8')
    .replaceAll('{{F}}', String(factor))
    // Tokens are signed by the bench: nobody signs in with a password.
    .replaceAll('{{HASH}}', 'no-password');
  const start = performance.now();
  const { database } = scratchDb;
  await database.migrate();
  const client = (database.db as unknown as { $client: { exec?: (s: string) => Promise<unknown> } }).$client;
  if (database.kind === 'pglite' && client.exec) await client.exec(sql);
  else await scratchDb.raw(sql);
  await scratchDb.raw(
    `insert into users (username, email, password_hash, is_staff, is_superuser)
     values ('bench-admin', 'bench-admin@example.com', 'no-password', true, true)`,
  );
  // What autovacuum does to a live shop: the triggers' counters (order_figures) were rewritten once
  // per generated order. VACUUM runs outside a transaction, so on its own.
  await scratchDb.raw('vacuum analyze');
  return (performance.now() - start) / 1000;
}

/** Ids the reads need: the customer with most orders, a laptop, a tour, an order, an e-mail, a phone. */
async function facts(raw: Scratch['raw']) {
  const one = async (text: string) => (await raw(text))[0] as Record<string, string | number>;
  const customer = await one(
    `select o.user_id id, min(u.email) email, min(p.phone) phone, min(p.full_name) full_name, count(*) n
     from orders o join users u on u.id = o.user_id join profiles p on p.user_id = u.id
     group by o.user_id order by count(*) desc limit 1`,
  );
  const adminRow = await one(`select id from users where username = 'bench-admin'`);
  const laptop = await one(
    `select id, slug from products where brand = 'fursa' and is_active order by id limit 1`,
  );
  const igsum = await one(
    `select id, slug from products where brand = 'igsum' and is_active order by id limit 1`,
  );
  const tour = await one(`select id, slug from tours order by id limit 1`);
  const order = await one(`select id, order_id, user_id from orders order by id desc limit 1`);
  // An ordinary customer, not the one with most orders: the newest order's, for the exact searches.
  const buyer = await one(
    `select u.email, p.phone from users u join profiles p on p.user_id = u.id where u.id = ${order.user_id}`,
  );
  const customerOrder = await one(`select max(id) id from orders where user_id = ${customer.id}`);
  const category = await one(`select id from product_categories where brand = 'fursa' order by id limit 1`);
  // Page 1000 of the admin's orders (pages of DEFAULT_PAGE_SIZE, newest first), or on a small shop
  // its last full page: both shops then answer a full page, not a page against none. `deep` is the
  // last order of the page before, from which `after` reaches the same page.
  const { page: deepPage } = await one(
    `select least(${DEEP_PAGE}, count(*) / ${DEFAULT_PAGE_SIZE})::int page from orders`,
  );
  const deep = await one(
    `select id from orders order by created_at desc, id desc
     offset ${(Number(deepPage) - 1) * DEFAULT_PAGE_SIZE - 1} limit 1`,
  );
  return {
    customer,
    buyer,
    admin: adminRow,
    laptop,
    igsum,
    tour,
    order,
    customerOrder,
    category,
    deep,
    deepPage,
  };
}

function readsOf(f: Awaited<ReturnType<typeof facts>>, pages: boolean): Read[] {
  const v = (name: string, url: string): Read => ({ name, url, who: 'visitor' });
  const c = (name: string, url: string): Read => ({ name, url, who: 'customer' });
  const a = (name: string, url: string): Read => ({ name, url, who: 'admin' });
  const exact = (name: string, search: unknown): Read => ({
    ...a(name, `/api/admin/orders/?search=${encodeURIComponent(String(search))}`),
    medianMs: GOAL_EXACT_SEARCH_MS,
  });
  const phone = String(f.customer.phone).slice(1, 7);
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const surname = String(f.customer.full_name).split(' ')[1];
  return [
    a('admin orders, page 1', '/api/admin/orders/'),
    a('admin orders, page 1000', `/api/admin/orders/?page=${f.deepPage}`),
    a('admin orders, page 1000 by after', `/api/admin/orders/?after=${f.deep.id}`),
    a('admin orders, search by e-mail', `/api/admin/orders/?search=${f.customer.email}`),
    a('admin orders, search by phone', `/api/admin/orders/?search=${phone}`),
    a('admin orders, search by name', `/api/admin/orders/?search=${surname}`),
    exact('admin orders, exact e-mail', f.buyer.email),
    exact('admin orders, exact phone', f.buyer.phone),
    exact('admin orders, exact reference', f.order.order_id),
    a('admin orders, status sold', '/api/admin/orders/?status=sold'),
    a('admin orders, refund due', '/api/admin/orders/?refund_due=true'),
    a('admin order', `/api/orders/admin/${f.order.id}/`),
    a('admin customers', '/api/admin/customers/'),
    a('admin customers, search', `/api/admin/customers/?search=${f.customer.email}`),
    a('admin overview statistics', '/api/admin/stats/'),
    a('admin sales, 30 days per day', `/api/admin/sales/?from=${day(29)}&to=${day(0)}`),
    a('admin sales, 365 days per month', `/api/admin/sales/?from=${day(364)}&to=${day(0)}&granularity=month`),
    a(
      'admin sales, 2 years per week, FURSA',
      `/api/admin/sales/?from=${day(729)}&to=${day(0)}&granularity=week&brand=fursa`,
    ),
    a('admin outbox, page 1', '/api/admin/messages/outbox/'),
    a('admin audit log, page 1', '/api/admin/audit-log/'),
    a('admin low stock', '/api/admin/low-stock/'),
    a('admin laptops', '/api/admin/products/'),
    a('admin laptops, search', '/api/admin/products/?search=thinkpad'),
    a('admin IGSUM products', '/api/admin/igsum-products/'),
    a('admin tours', '/api/admin/tours/'),
    a('admin tour categories', '/api/admin/tour-categories/'),
    a('admin laptop categories', '/api/admin/categories/'),
    a('admin IGSUM product categories', '/api/admin/igsum-product-categories/'),
    a('admin delivery settings', '/api/admin/settings/delivery/'),
    a('admin payment settings', '/api/admin/settings/payment/'),
    a('admin stock check', `/api/admin/orders/${f.order.id}/stock-check/`),
    a('admin contact messages', '/api/contact/admin/contacts/'),
    a('admin testimonials', '/api/admin/testimonials/'),
    a('admin laptop', `/api/admin/products/${f.laptop.id}/`),
    a("admin laptop's stock history", `/api/admin/products/${f.laptop.id}/stock-history/`),
    c("a customer's orders", '/api/orders/'),
    c("a customer's order", `/api/orders/${f.customerOrder.id}/`),
    c('the signed-in user', '/api/auth/user/'),
    c("a customer's cart", '/api/fursa/cart/'),
    c("a customer's IGSUM cart", '/api/igsum/cart/'),
    c("a customer's wishlist", '/api/fursa/wishlist/'),
    c("a customer's IGSUM wishlist", '/api/igsum/wishlist/'),
    v('laptop list', '/api/fursa/products/'),
    v('laptop list, search', '/api/fursa/products/?search=thinkpad'),
    v('laptop list, category', `/api/fursa/products/?category=${f.category.id}`),
    v(
      'laptop list, price range by price',
      '/api/fursa/products/?min_price=1000000&max_price=2000000&ordering=price',
    ),
    v('laptop list, page 40', '/api/fursa/products/?page=40'),
    v('laptop list, Swahili', '/api/fursa/products/?lang=sw'),
    v('laptop list, Swahili by name', '/api/fursa/products/?lang=sw&ordering=name'),
    v('laptop list, Swahili search', '/api/fursa/products/?lang=sw&search=kompyuta%20dell'),
    v('laptop', `/api/fursa/products/${f.laptop.id}/`),
    v('laptop by slug', `/api/fursa/products/by-slug/${f.laptop.slug}/`),
    v('laptop categories', '/api/fursa/categories/'),
    v('IGSUM products', '/api/igsum/products/'),
    v('IGSUM product', `/api/igsum/products/${f.igsum.id}/`),
    v('IGSUM product by slug', `/api/igsum/products/by-slug/${f.igsum.slug}/`),
    v('IGSUM product categories', '/api/igsum/product-categories/'),
    v('tours list', '/api/igsum/tours/'),
    v('tours list, search', '/api/igsum/tours/?search=safari'),
    v('tour', `/api/igsum/tours/${f.tour.id}/`),
    v('tour by slug', `/api/igsum/tours/by-slug/${f.tour.slug}/`),
    v('tour categories', '/api/igsum/categories/'),
    v('gallery', '/api/igsum/gallery/'),
    v('testimonials', '/api/testimonials/'),
    v('delivery terms', '/api/fursa/delivery/'),
    v('sitemap index', '/sitemap.xml'),
    v('sitemap, public pages', '/sitemaps/pages.xml'),
    {
      ...v(
        'sitemap, laptops file',
        `/sitemaps/${groupFile('fursa', Math.floor(Number(f.laptop.id) / SITEMAP_GROUP))}`,
      ),
      // Each item's page in both languages (docs/seo.md).
      cap: SITEMAP_FILE_ADDRESSES,
    },
    v('robots.txt', '/robots.txt'),
    ...(pages ? [v('/fursa page', '/fursa'), v('/isml page', '/isml')] : []),
  ].filter((read) => !MATCH || MATCH.test(read.name));
}

function listRows(contentType: unknown, body: string): number | undefined {
  if (typeof contentType !== 'string') return undefined;
  // A sitemap file's addresses, or the index's files.
  if (contentType.includes('xml')) return body.match(/<(url|sitemap)>/g)?.length;
  if (!contentType.includes('json')) return undefined;
  const data = JSON.parse(body) as unknown;
  if (Array.isArray(data)) return data.length;
  const results = (data as { results?: unknown }).results;
  return Array.isArray(results) ? results.length : undefined;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

type Sample = { ms: number[]; bytes: number; status: number; rows: number | undefined };

/** One request of `read` to `shop`, timed, into `sample`. */
async function sampleOnce(shop: Shop, read: Read, sample: Sample) {
  const headers = shop.tokens[read.who] ? { authorization: `Bearer ${shop.tokens[read.who]}` } : {};
  const start = performance.now();
  const res = await shop.app.inject({ method: 'GET', url: read.url, headers });
  sample.ms.push(performance.now() - start);
  sample.bytes = res.rawPayload.length;
  sample.status = res.statusCode;
  sample.rows = listRows(res.headers['content-type'], res.body);
}

const emptySample = (): Sample => ({ ms: [], bytes: 0, status: 0, rows: undefined });

function timingOf({ ms, bytes, status, rows }: Sample): Timing {
  const sorted = ms.toSorted((x, y) => x - y);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), bytes, status, rows };
}

/**
 * The read of the same name on both shops, their requests taking turns: a machine that slows
 * down during the run (it is shared) then slows both alike, and the growth compares like with like.
 */
async function timeBoth(small: Shop, large: Shop, name: string): Promise<[Timing, Timing]> {
  const pair = [small, large].map((shop) => ({ shop, read: shop.reads.find((r) => r.name === name)! }));
  const samples = pair.map(emptySample);
  // Warm-up: the first requests of a route compile its code and plan its statements.
  for (let i = 0; i < 3; i++) for (const { shop, read } of pair) await sampleOnce(shop, read, emptySample());
  for (let i = 0; i < REQUESTS; i++)
    for (const [k, { shop, read }] of pair.entries()) await sampleOnce(shop, read, samples[k]!);
  return [timingOf(samples[0]!), timingOf(samples[1]!)];
}

type Shop = {
  app: FastifyInstance;
  scratch: Scratch;
  recorder: ReturnType<typeof recordStatements>;
  tokens: Record<Who, string | undefined>;
  reads: Read[];
  built: number;
  dataDir: string;
};

async function openShop(
  kind: 'postgres' | 'pglite',
  factor: number,
  kept?: string,
  keep = false,
): Promise<Shop> {
  const db = await scratch(kind, kept, keep);
  let built = 0;
  if (kept) await db.database.migrate();
  else built = await buildShop(db, factor);
  const f = await facts(db.raw);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-data-'));
  const pages = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MOBILE_MONEY_RECONCILE_SECONDS: '0',
    OUTBOX_POLL_SECONDS: '0',
    HOLD_SWEEP_SECONDS: '0',
    // The morning alerts' first pass reads every order of the day before: not a read being timed.
    ALERT_CHECK_SECONDS: '0',
    ...(pages && { WEB_DIST_DIR: WEB_DIST }),
  });
  const secret = 'bench-scale-secret-bench-scale-secret';
  const app = await buildApp({ config, database: db.database, jwtSecret: secret });
  await app.ready();
  const signer = accessTokens(secret);
  return {
    app,
    scratch: db,
    recorder: recordStatements(db.database),
    tokens: {
      visitor: undefined,
      customer: signer.sign({ userId: Number(f.customer.id), version: 0 }),
      admin: signer.sign({ userId: Number(f.admin.id), version: 0 }),
    },
    reads: readsOf(f, pages),
    built,
    dataDir,
  };
}

async function closeShop(shop: Shop) {
  await shop.app.close();
  await shop.scratch.database.close();
  await shop.scratch.drop();
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

/** The two slowest statements of one request of `read`, explained. */
async function explain(shop: Shop, read: Read): Promise<string> {
  shop.recorder.statements = [];
  shop.recorder.recording = true;
  await shop.app.inject({
    method: 'GET',
    url: read.url,
    headers: shop.tokens[read.who] ? { authorization: `Bearer ${shop.tokens[read.who]}` } : {},
  });
  shop.recorder.recording = false;
  const slowest = [...shop.recorder.statements]
    .filter((s) => /^\s*\(?\s*(select|with)/i.test(s.text))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 2);
  const out: string[] = [];
  for (const s of slowest) {
    const plan = await shop.scratch.raw(`explain (analyze, buffers) ${s.text}`, s.params);
    out.push(`  -- ${s.ms.toFixed(1)} ms: ${s.text.slice(0, 300)}`);
    out.push(`  -- params: ${JSON.stringify(s.params).slice(0, 200)}`);
    for (const row of plan) out.push(`  ${Object.values(row)[0]}`);
  }
  return out.join('\n');
}

/** OpenAPI GET paths with no read above (paths with a parameter count as measured by any read matching them). */
async function unmeasured(app: FastifyInstance, reads: Read[]): Promise<string[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([p]) => p)
    .filter((p) => {
      const pattern = new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}(\\?|$)`);
      return !reads.some((r) => pattern.test(r.url));
    });
}

/** The laptop list under load from load-client.ts, in a process of its own. */
type Load = Result & { clientCpuMs: number };

/**
 * The CPU time (ms) of each backend of this shop's PostgreSQL database, read from /proc: only when
 * the server runs on this machine (a pid elsewhere would name another process here).
 */
async function backendsCpu(shop: Shop): Promise<Map<number, number> | undefined> {
  if (shop.scratch.database.kind !== 'postgres' || !fs.existsSync('/proc/self/stat')) return undefined;
  const [local] = await shop.scratch.raw(
    `select inet_server_addr() is null or host(inet_server_addr()) in ('127.0.0.1', '::1') local`,
  );
  if (!local?.local) return undefined;
  const rows = await shop.scratch.raw('select pid from pg_stat_activity where datname = current_database()');
  const tick = 1000 / Number(execSync('getconf CLK_TCK').toString());
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, the 14th and 15th fields of stat(5), the 12th and 13th after the name.
      cpu.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // A backend gone since pg_stat_activity listed it.
    }
  }
  return cpu;
}

/**
 * The laptop list under load, and where its CPU went while measured: the shop's process (with
 * PGlite, the database too), PostgreSQL's backends and the load's client, per request.
 */
async function loadTest(address: string, shop: Shop): Promise<{ load: Load; split: string }> {
  const client = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'load-client.ts'),
      address,
      String(LOAD_CONNECTIONS),
      String(LOAD_SECONDS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  let measuring: Promise<{ server: NodeJS.CpuUsage; backends?: Map<number, number> }> | undefined;
  client.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    if (!measuring && out.startsWith('measuring\n')) {
      const server = process.cpuUsage();
      measuring = backendsCpu(shop).then((backends) => ({ server, backends }));
    }
  });
  const [code] = (await once(client, 'exit')) as [number];
  if (code !== 0 || !measuring) throw new Error(`load-client.ts exited with ${code}`);
  const { server, backends: before } = await measuring;
  const serverUsed = process.cpuUsage(server);
  const after = await backendsCpu(shop);
  const load = JSON.parse(out.slice('measuring\n'.length)) as Load;
  const requests = Math.max(1, load.requests.total);
  const perRequest = (ms: number) => `${(ms / requests).toFixed(2)} ms`;
  const parts = [
    `server ${perRequest((serverUsed.user + serverUsed.system) / 1000)}`,
    before && after
      ? `PostgreSQL ${perRequest([...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0))}`
      : undefined,
    `client ${perRequest(load.clientCpuMs)}`,
  ];
  return { load, split: `CPU per request: ${parts.filter(Boolean).join(', ')}` };
}

/**
 * The whole orders export, read over HTTP and thrown away as it arrives, while the RSS of this
 * process (the shop and its database client; PGlite's database too) is sampled.
 */
async function exportMemory(address: string, token: string) {
  const rss = () => process.memoryUsage.rss();
  const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 50);
  const start = performance.now();
  // The RSS every EXPORT_RSS_EVERY rows: flat memory reads the same at the end as near the start.
  const along: string[] = [];
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    http
      .get(
        `${address}/api/admin/exports/orders.csv`,
        { headers: { authorization: `Bearer ${token}` } },
        (res) => {
          let bytes = 0;
          let lines = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (const byte of chunk) {
              if (byte !== 10) continue;
              lines += 1;
              if (lines % EXPORT_RSS_EVERY === 0) along.push(`${lines / 1000}k ${mb(rss())}`);
            }
          });
          res.on('end', () => resolve({ bytes, lines }));
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
  clearInterval(sampler);
  console.log(
    `\norders export: ${lines - 1} rows, ${mb(bytes)} MB in ${((performance.now() - start) / 1000).toFixed(1)} s; ` +
      `RSS ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB), ${mb(rss())} MB after`,
  );
  console.log(`RSS (MB) along the export, by rows sent: ${along.join(', ')}`);
}

const ms = (t: number) => t.toFixed(t < 10 ? 1 : 0);
const kb = (b: number) => (b < 1024 ? `${b} B` : `${(b / 1024).toFixed(1)} KB`);

async function benchDatabase(kind: 'postgres' | 'pglite', factor: number) {
  console.log(`\n## ${kind}: small = ${factor / 100} of the full size, large = ${factor}`);
  const small = await openShop(kind, factor / 100);
  console.log(`small shop built in ${small.built.toFixed(1)} s`);
  const kept =
    kind === 'postgres' ? process.env.BENCH_SCALE_LARGE_POSTGRES : process.env.BENCH_SCALE_LARGE_PGLITE;
  const large = await openShop(kind, factor, kept || undefined, process.env.BENCH_SCALE_KEEP === '1');
  console.log(kept ? `large shop: kept, ${kept}` : `large shop built in ${large.built.toFixed(1)} s`);
  const counts = await large.scratch.raw(
    `select (select count(*) from products where brand = 'fursa') laptops,
       (select count(*) from products where brand = 'igsum') igsum, (select count(*) from tours) tours,
       (select count(*) from users) users, (select count(*) from orders) orders,
       (select count(*) from order_items) lines, (select count(*) from product_reviews) reviews,
       (select count(*) from audit_log) audit, (select count(*) from outbox_messages) outbox`,
  );
  console.log(`large shop: ${JSON.stringify(counts[0])}`);
  console.log(
    `\n| read | small median / p95 ms | large median / p95 ms | growth | bytes small / large | goal |`,
  );
  console.log('|---|---|---|---|---|---|');
  const misses: Read[] = [];
  for (const read of large.reads) {
    const [s, l] = await timeBoth(small, large, read.name);
    const growth = l.median / s.median;
    const bytesGrowth = l.bytes / Math.max(1, s.bytes);
    const problems = [
      l.status !== 200 && `status ${l.status}`,
      l.p95 > GOAL_P95_MS && 'p95',
      read.medianMs !== undefined && l.median > read.medianMs && `median over ${read.medianMs} ms`,
      growth > GOAL_GROWTH && l.median >= GROWTH_FLOOR_MS && 'growth',
      // A list that grew to a full page or cap is bounded (docs/lists.md); only more rows grow with the shop.
      bytesGrowth > GOAL_GROWTH && (l.rows === undefined || l.rows > (read.cap ?? LIST_CAP)) && 'bytes',
    ].filter(Boolean);
    if (problems.length > 0) misses.push(read);
    console.log(
      `| ${read.name} | ${ms(s.median)} / ${ms(s.p95)} | ${ms(l.median)} / ${ms(l.p95)} | ${growth.toFixed(1)}x | ${kb(s.bytes)} / ${kb(l.bytes)}${l.rows === undefined ? '' : ` (${l.rows} rows)`} | ${problems.length ? `MISS ${problems.join(', ')}` : 'ok'} |`,
    );
  }
  await closeShop(small);
  for (const read of misses) {
    console.log(`\nEXPLAIN of "${read.name}" (${read.url}) on the large shop:`);
    console.log(await explain(large, read));
  }
  const missing = await unmeasured(large.app, large.reads);
  console.log(`\nOpenAPI GET paths not measured: ${missing.join(', ') || 'none'}`);
  const address = await large.app.listen({ port: 0, host: '127.0.0.1' });
  await exportMemory(address, large.tokens.admin!);
  const { load, split } = await loadTest(address, large);
  const met = load.requests.average >= 500 && load.latency.p99 < 200 && load.non2xx === 0;
  console.log(
    `\nlaptop list, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s, every URL distinct: ` +
      `${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors: ${met ? 'ok' : 'MISS (goal: 500 req/s, p99 < 200 ms)'}`,
  );
  console.log(split);
  await closeShop(large);
}

async function main() {
  const only = process.env.BENCH_SCALE_ONLY;
  console.log(
    `# bench:scale ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log(`uptime: ${execSync('uptime').toString().trim()}`);
  if (only !== 'pglite') await benchDatabase('postgres', POSTGRES_FACTOR);
  if (only !== 'postgres') await benchDatabase('pglite', PGLITE_FACTOR);
  console.log(`\nuptime: ${execSync('uptime').toString().trim()}`);
}

await main();
