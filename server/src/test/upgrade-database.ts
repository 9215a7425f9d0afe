import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder, openPglite } from '#server/db/client.ts';
import { scratchPostgres } from '#server/test/scratch-postgres.ts';

/** The upgrade tests (db/upgrade-*.test.ts) run on PGlite, and on PostgreSQL with TEST_DATABASE_URL. */
export const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * A copy of the migrations folder whose journal ends at migration `last`. drizzle applies a
 * migration only when its journal `when` is later than the last one recorded, and 0007's `when`
 * (written by hand) is later than 0008-0011's, so a database recorded at 0007 would skip them:
 * the copy's `when`s are made to follow 0007's, so that an upgrade test runs the SQL after it.
 */
function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-migrations-${last}-`));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  for (const [i, entry] of journal.entries.entries()) {
    const before = journal.entries[i - 1];
    if (before && entry.when <= before.when) entry.when = before.when + 1;
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A scratch database at the release that ended with migration `release`. */
export async function databaseAtRelease(
  release: number,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const opened = url ? await scratchPostgres(url) : { database: await openPglite(), drop: async () => {} };
  await migrateUpTo(opened.database, release);
  return opened;
}

/** Applies the migrations up to and including `last`. */
export async function migrateUpTo(database: Database, last: number): Promise<void> {
  const migrations = migrationsUpTo(last);
  try {
    await database.migrate(migrations);
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
  }
}

export async function rows(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}
