import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from './client';

/** Marks a migration whose indexes a large shop may build beforehand (docs/decisions/0010). */
export const CONCURRENT_MARKER = 'npm run db:index-concurrently';

/**
 * The extensions and indexes of the marked migrations, as statements that build each index
 * without locking its table against writes: CREATE INDEX CONCURRENTLY IF NOT EXISTS.
 */
export function concurrentStatements(folder = migrationsFolder): {
  extensions: string[];
  indexes: IndexStatement[];
} {
  const extensions: string[] = [];
  const indexes: IndexStatement[] = [];
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    if (!text.includes(CONCURRENT_MARKER)) continue;
    for (const raw of text.split('--> statement-breakpoint')) {
      const statement = raw
        .replace(/^\s*--.*$/gm, '')
        .trim()
        .replace(/;$/, '');
      if (/^CREATE EXTENSION IF NOT EXISTS/i.test(statement)) extensions.push(statement);
      const index = /^CREATE INDEX IF NOT EXISTS "([^"]+)"(.*)$/is.exec(statement);
      if (index) {
        indexes.push({
          name: index[1]!,
          sql: `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index[1]}"${index[2]}`,
        });
      }
    }
  }
  return { extensions, indexes };
}

type IndexStatement = { name: string; sql: string };

/**
 * Builds the marked migrations' indexes on a live PostgreSQL shop, one at a time, each outside a
 * transaction; an index left invalid by an interrupted build is dropped and built again. The
 * migration then finds them all and only records itself.
 */
export async function buildIndexesConcurrently(url: string, log: (line: string) => void = () => {}) {
  const { extensions, indexes } = concurrentStatements();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of extensions) await client.query(statement);
    for (const index of indexes) {
      const { rows } = await client.query<{ valid: boolean }>(
        `select i.indisvalid valid from pg_index i join pg_class c on c.oid = i.indexrelid
         where c.relname = $1 and c.relnamespace = 'public'::regnamespace`,
        [index.name],
      );
      if (rows[0]?.valid === false) await client.query(`DROP INDEX CONCURRENTLY "${index.name}"`);
      const start = performance.now();
      await client.query(index.sql);
      log(
        `${index.name}: ${rows[0]?.valid ? 'already there' : `built in ${((performance.now() - start) / 1000).toFixed(1)} s`}`,
      );
    }
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '');
if (isMain) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set: PGlite builds its indexes in the migration, at start.');
    process.exit(1);
  }
  buildIndexesConcurrently(url, console.log).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
