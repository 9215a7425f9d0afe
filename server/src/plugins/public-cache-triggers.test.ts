import { randomBytes } from 'node:crypto';
import { ITEM_KINDS } from '@shop/contract/item-pages';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { products, tours } from '#server/db/schema.ts';
import { seedDemoData } from '#server/db/seed/seed-demo-data.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { testDatabaseUrl } from '#server/test/scratch-postgres.ts';

/*
 * docs/public-cache.md, "How it is emptied": a public read is kept until a trigger on a table it
 * shows announces a change, so every table a public read reads needs that trigger. This test reads
 * every public read (app.publicReads) as a database role that may select only the tables carrying
 * it: a read of any other table, wherever in the code or the SQL it happens, fails with
 * "permission denied for table ...". On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

/** The functions the cache-emptying triggers call (migrations 0006, 0013). */
const NOTIFY_FUNCTIONS = ['notify_catalog_changed', 'notify_brand_changed'];

/**
 * Tables a public read reads without the trigger, each with the reason its answer still turns
 * stale in time. Nothing else may be added without such a reason.
 */
const READ_WITHOUT_TRIGGER: Record<string, string> = {
  // A tour's details read when the next unpaid hold runs out and are kept no longer than that
  // (request.publicCacheUntil, tours/routes.ts); the seats a new hold takes change
  // tour_departures, whose trigger announces it.
  orders: 'the next booking hold to run out bounds how long a tour’s details are kept',
};

/** The tables of the public schema an enabled cache-emptying trigger watches. */
async function triggeredTables(database: Database): Promise<string[]> {
  const rows = await sqlRows<{ table: string }>(
    database.db,
    sql`
    select distinct c.relname as "table"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'
      and p.proname in (${sql.join(
        NOTIFY_FUNCTIONS.map((f) => sql`${f}`),
        sql`, `,
      )})
    order by 1`,
  );
  return rows.map((r) => r.table);
}

/** The addresses to read for each public read's URL pattern: its lists filtered, ordered and in Swahili. */
async function addressesOf(db: Database['db']): Promise<Record<string, string[]>> {
  const item = async (brand: 'fursa' | 'igsum') => {
    const [row] = await db
      .select({ id: products.id, slug: products.slug, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.brand, brand), eq(products.isActive, true)))
      .limit(1);
    return row!;
  };
  const [laptop, kikoi] = [await item('fursa'), await item('igsum')];
  const [tour] = await db
    .select({ id: tours.id, slug: tours.slug, categoryId: tours.categoryId })
    .from(tours)
    .limit(1);
  const lists = (categoryId: number) => [
    '',
    '?lang=sw',
    '?search=a',
    '?search=a&lang=sw',
    `?category=${categoryId}&min_price=1&max_price=100000000`,
    '?in_stock=true',
    ...['newest', 'price', '-price', 'name', '-name', 'rating'].map(
      (o) => `?ordering=${o}&page_size=2&page=2`,
    ),
  ];
  const details = (path: string) => [path, `${path}?lang=sw`];
  return {
    '/api/fursa/products/': lists(laptop.categoryId).map((q) => `/api/fursa/products/${q}`),
    '/api/fursa/products/:id/': details(`/api/fursa/products/${laptop.id}/`),
    '/api/fursa/products/by-slug/:slug/': details(`/api/fursa/products/by-slug/${laptop.slug}/`),
    '/api/fursa/categories/': details('/api/fursa/categories/'),
    '/api/fursa/delivery/': ['/api/fursa/delivery/'],
    '/api/igsum/products/': lists(kikoi.categoryId).map((q) => `/api/igsum/products/${q}`),
    '/api/igsum/products/:id/': details(`/api/igsum/products/${kikoi.id}/`),
    '/api/igsum/products/by-slug/:slug/': details(`/api/igsum/products/by-slug/${kikoi.slug}/`),
    '/api/igsum/product-categories/': details('/api/igsum/product-categories/'),
    '/api/igsum/tours/': [
      '',
      '?lang=sw',
      '?search=a&lang=sw',
      `?category=${tour!.categoryId}&difficulty=Easy&min_price=1&max_price=100000&featured=true`,
    ].map((q) => `/api/igsum/tours/${q}`),
    '/api/igsum/tours/:id/': details(`/api/igsum/tours/${tour!.id}/`),
    '/api/igsum/tours/by-slug/:slug/': details(`/api/igsum/tours/by-slug/${tour!.slug}/`),
    '/api/tour-bookings/terms/:tour/': [`/api/tour-bookings/terms/${tour!.id}/`],
    '/api/igsum/categories/': details('/api/igsum/categories/'),
    '/api/igsum/gallery/': ['/api/igsum/gallery/'],
    // Registered as its prefix's '/' route, which answers with and without the slash.
    '/api/testimonials': ['/api/testimonials/'],
    // Kept when PUBLIC_URL is set (modules/seo/routes.ts).
    '/sitemap.xml': ['/sitemap.xml'],
    '/sitemaps/:file': ['/sitemaps/pages.xml', ...ITEM_KINDS.map((kind) => `/sitemaps/${kind}-0.xml`)],
  };
}

/**
 * Makes every statement the app runs from now on run as `role` (or as the test's own user again,
 * when undefined). PGlite has one session; on PostgreSQL the role becomes the database's default
 * and the pool's open connections are ended, so each statement runs on a new one that has it.
 */
async function runAs(database: Database, role: string | undefined): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql.raw(role ? `set role ${role}` : 'reset role'));
    return;
  }
  const url = (await testDatabaseUrl(database))!;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // This connection too starts as the database's default role, once one is set.
    await admin.query('set role none');
    await admin.query(
      role ? `alter database ${name} set role = ${role}` : `alter database ${name} reset role`,
    );
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000 });
}

/**
 * A role that may read `tables` of the public schema and no other. It may write any: a write
 * makes nothing stale by itself (a tour's details first release the expired holds, which updates
 * orders and, through the seats, tour_departures, whose trigger announces it).
 */
async function readerOf(database: Database, tables: readonly string[]): Promise<string> {
  const role = `cache_reader_${randomBytes(4).toString('hex')}`;
  await database.db.execute(sql.raw(`create role ${role} nologin`));
  await database.db.execute(sql.raw(`grant usage on schema public to ${role}`));
  await database.db.execute(
    sql.raw(`grant insert, update, delete on all tables in schema public to ${role}`),
  );
  await database.db.execute(sql.raw(`grant usage on all sequences in schema public to ${role}`));
  for (const table of tables) await database.db.execute(sql.raw(`grant select on "${table}" to ${role}`));
  return role;
}

async function dropRole(database: Database, role: string): Promise<void> {
  await database.db.execute(sql.raw(`drop owned by ${role}`));
  await database.db.execute(sql.raw(`drop role ${role}`));
}

describe('every table a public read reads carries the cache-emptying trigger', () => {
  const errors: string[] = [];
  let t: TestApp;
  let addresses: Record<string, string[]>;
  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    // With PUBLIC_URL, the sitemap's files are public reads too.
    t = await buildTestApp({ LOG_LEVEL: 'error', PUBLIC_URL: 'https://shop.example' }, { logger });
    await t.database.db.transaction((tx) => seedDemoData(tx));
    addresses = await addressesOf(t.database.db);
  });
  afterAll(() => t.close());

  /**
   * Each address read as `role`, then as the test's own user: every answer a 200 and the same
   * both times (a read that swallowed its failure would answer differently). Returns the reads
   * that failed, each with the database's error.
   */
  async function readAllAs(role: string): Promise<string[]> {
    const failed: string[] = [];
    const urls = Object.values(addresses).flat();
    const answers = new Map<string, string>();
    errors.length = 0;
    await runAs(t.database, role);
    try {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        if (res.statusCode === 200) answers.set(url, res.body);
        else {
          const denied = errors
            .map((line) => JSON.parse(line).err?.message as string | undefined)
            .find((message) => message?.includes('permission denied'));
          failed.push(`${url}: ${res.statusCode} ${denied ?? res.body}`);
          errors.length = 0;
        }
      }
    } finally {
      await runAs(t.database, undefined);
    }
    for (const [url, body] of answers) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      if (res.body !== body) failed.push(`${url}: answered differently when it could read every table`);
    }
    return failed;
  }

  it('asks every public read', () => {
    expect(Object.keys(addresses).sort()).toEqual([...new Set(t.app.publicReads)].sort());
  });

  /** The reads that read a table without the trigger, as the database has its triggers now. */
  async function untriggeredReads(): Promise<string[]> {
    const tables = [...(await triggeredTables(t.database)), ...Object.keys(READ_WITHOUT_TRIGGER)];
    const role = await readerOf(t.database, tables);
    try {
      return await readAllAs(role);
    } finally {
      await dropRole(t.database, role);
    }
  }

  it('reads only tables whose changes empty the cache', async () => {
    expect(await untriggeredReads()).toEqual([]);
  });

  it('fails when a table shown loses its trigger', async () => {
    const { db } = t.database;
    const dropped = await sqlRows<{ name: string; definition: string }>(
      db,
      sql`
      select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger
      where tgrelid = 'product_reviews'::regclass and not tgisinternal and tgname like 'catalog_%'`,
    );
    expect(dropped.length).toBeGreaterThan(0);
    for (const { name } of dropped) await db.execute(sql.raw(`drop trigger ${name} on product_reviews`));
    try {
      const failed = await untriggeredReads();
      expect(failed.join('\n')).toContain('permission denied for table product_reviews');
    } finally {
      for (const { definition } of dropped) await db.execute(sql.raw(definition));
    }
    expect(await triggeredTables(t.database)).toContain('product_reviews');
  });
});
