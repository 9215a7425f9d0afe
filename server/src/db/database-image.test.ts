import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite } from './client';
import {
  buildDatabaseImage,
  copyDatabaseImage,
  databaseImageIsFresh,
  databaseImageKey,
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
    expect(copyDatabaseImage(dir, image, migrations)).toBe(true);
    const database = await openPglite(dir);
    try {
      const applied = await sqlRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(journal().entries.length);
      // Nothing of the shop's: the first start creates the admin and the demo catalogue.
      const users = await sqlRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(users[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
    // A folder that already holds something is never overwritten.
    expect(copyDatabaseImage(dir, image, migrations)).toBe(false);
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
  }, 120_000);

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
    expect(copyDatabaseImage(dir, image, migrations)).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);

    // An edited migration is as stale as a new one.
    const edited = fs.readFileSync(path.join(migrations, last), 'utf8');
    fs.writeFileSync(path.join(migrations, last), `${edited}\n-- edited\n`);
    const editedKey = databaseImageKey(migrations);
    fs.writeFileSync(path.join(migrations, last), edited);
    expect(editedKey).not.toBe(databaseImageKey(migrations));

    expect(await buildDatabaseImage(image, migrations)).toBe('built');
    expect(copyDatabaseImage(dir, image, migrations)).toBe(true);
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
