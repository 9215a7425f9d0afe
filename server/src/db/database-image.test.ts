import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '#server/test/shop-process.ts';
import { migrationsFolder, openPglite } from './client';
import {
  buildDatabaseImage,
  copyDatabaseImage,
  DEMO_SOURCES,
  databaseImageIsFresh,
  databaseImageKey,
  demoCatalogueKey,
} from './database-image';
import { sqlRows } from './sql-rows';

// docs/first-start.md, "The database image". PGlite only: the image is a PGlite folder.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-database-image-'));
// The shop's migrations, copied so that a test can add one without touching the real ones.
const migrations = path.join(work, 'migrations');
fs.cpSync(migrationsFolder, migrations, { recursive: true });
const image = path.join(work, 'image');

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const journal = () =>
  JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

describe.skipIf(process.env.TEST_DATABASE_URL)('the database image', () => {
  it('is a migrated empty database that a new folder is copied from', async () => {
    expect(databaseImageIsFresh(image, migrations)).toBe(false);
    expect(await buildDatabaseImage(image, migrations)).toBe('built');
    expect(databaseImageIsFresh(image, migrations)).toBe(true);
    expect(await buildDatabaseImage(image, migrations)).toBe('fresh');
    // Made of the same migrations as the shop's own: the same key.
    expect(databaseImageKey(migrations)).toBe(databaseImageKey(migrationsFolder));

    const dir = path.join(work, 'data', 'pglite');
    expect(copyDatabaseImage(dir, { demo: false }, image, migrations)).toBe(true);
    const database = await openPglite(dir);
    try {
      const applied = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(journal().entries.length);
      // SEED_DEMO=false: nothing of the shop's, the first start creates the admin.
      const users = await sqlRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(users[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
    // A folder that already holds something is never overwritten.
    expect(copyDatabaseImage(dir, { demo: true }, image, migrations)).toBe(false);
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);

    // The demo catalogue, its customers and their reviews, and no admin: made at each first start.
    const demoDir = path.join(work, 'demo', 'pglite');
    expect(copyDatabaseImage(demoDir, { demo: true }, image, migrations)).toBe(true);
    const demo = await openPglite(demoDir);
    try {
      const [counts] = await sqlRows<{ products: number; reviews: number; users: number; others: number }>(
        demo.db,
        sql`select (select count(*)::int from products) as products,
          (select count(*)::int from product_reviews) as reviews,
          (select count(*)::int from users) as users,
          (select count(*)::int from users where password_hash <> '!demo-customer' or is_staff) as others`,
      );
      expect(counts!.products).toBeGreaterThanOrEqual(24);
      expect(counts!.reviews).toBeGreaterThan(0);
      expect(counts!.users).toBeGreaterThan(0);
      expect(counts!.others).toBe(0);
    } finally {
      await demo.close();
    }
  }, 120_000);

  it('is not used once the demo catalogue is edited', () => {
    // The demo sources, copied so that the test can edit one.
    const root = path.join(work, 'repository');
    for (const source of DEMO_SOURCES) {
      fs.cpSync(path.join(REPOSITORY_ROOT, source), path.join(root, source), { recursive: true });
    }
    const shopKey = demoCatalogueKey();
    expect(demoCatalogueKey(root)).toBe(shopKey);
    const tours = path.join(root, 'server/src/db/seed/tours.ts');
    fs.appendFileSync(tours, '\n// edited\n');
    const editedKey = demoCatalogueKey(root);
    expect(editedKey).not.toBe(shopKey);
    expect(databaseImageKey(migrations, editedKey)).not.toBe(databaseImageKey(migrations));
    // The tests beside the seed make no row: editing one keeps the key.
    fs.copyFileSync(path.join(REPOSITORY_ROOT, 'server/src/db/seed/tours.ts'), tours);
    fs.appendFileSync(path.join(root, 'server/src/db/seed/seed-demo-data.test.ts'), '\n// edited\n');
    expect(demoCatalogueKey(root)).toBe(shopKey);
  });

  it('is not used once a migration is added or changed, and is made again', async () => {
    const freshKey = databaseImageKey(migrations);
    const last = fs
      .readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .at(-1)!;
    fs.writeFileSync(path.join(migrations, '9999_later.sql'), 'create table later_table (id int);\n');
    const withJournal = journal();
    // drizzle applies what the journal lists: the new migration, as drizzle-kit would record it.
    withJournal.entries.push({
      idx: withJournal.entries.length,
      version: '7',
      when: Date.now(),
      tag: '9999_later',
      breakpoints: true,
    });
    fs.writeFileSync(path.join(migrations, 'meta/_journal.json'), JSON.stringify(withJournal));
    expect(databaseImageKey(migrations)).not.toBe(freshKey);
    expect(databaseImageIsFresh(image, migrations)).toBe(false);
    const dir = path.join(work, 'stale', 'pglite');
    expect(copyDatabaseImage(dir, { demo: true }, image, migrations)).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);

    // An edited migration is as stale as a new one.
    const edited = fs.readFileSync(path.join(migrations, last), 'utf8');
    fs.writeFileSync(path.join(migrations, last), `${edited}\n-- edited\n`);
    const editedKey = databaseImageKey(migrations);
    fs.writeFileSync(path.join(migrations, last), edited);
    expect(editedKey).not.toBe(databaseImageKey(migrations));

    expect(await buildDatabaseImage(image, migrations)).toBe('built');
    expect(copyDatabaseImage(dir, { demo: true }, image, migrations)).toBe(true);
    const database = await openPglite(dir);
    try {
      const later = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from later_table`,
      );
      expect(later[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
