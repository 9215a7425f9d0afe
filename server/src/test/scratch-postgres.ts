import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '#server/db/client.ts';

/**
 * A new database on the PostgreSQL server of `url`, a copy of `template` or else empty, and the
 * function that drops it once the database is closed.
 */
export async function scratchPostgres(
  url: string,
  template?: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The URL of the test database `database` is connected to (TEST_DATABASE_URL's server), or undefined on PGlite. */
export async function testDatabaseUrl(database: Database): Promise<string | undefined> {
  if (database.kind !== 'postgres') return undefined;
  const [row] = await database.db
    .select({ name: sql<string>`current_database()` })
    .from(sql`(select 1) as one`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}
