import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { scratchPostgres } from '#server/test/scratch-postgres.ts';
import { buildIndexesConcurrently, concurrentStatements } from './index-concurrently';

describe('npm run db:index-concurrently', () => {
  it('turns every index of the marked migrations into a CONCURRENTLY build', () => {
    const { extensions, indexes } = concurrentStatements();
    expect(extensions).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    expect(indexes.map((i) => i.name)).toContain('orders_order_id_trgm_idx');
    for (const index of indexes) expect(index.sql).toMatch(/^CREATE INDEX CONCURRENTLY IF NOT EXISTS "/);
  });

  // CONCURRENTLY is PostgreSQL's (TEST_DATABASE_URL); PGlite builds the indexes in the migration.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'builds missing indexes and rebuilds one an interrupted build left invalid',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const { database, drop } = await scratchPostgres(url, inject('postgresTemplate'));
      try {
        const { indexes } = concurrentStatements();
        for (const index of indexes) await database.db.execute(sql.raw(`drop index "${index.name}"`));
        // What a cancelled CREATE INDEX CONCURRENTLY leaves behind.
        await database.db.execute(sql.raw('create index "users_joined_idx" on users (date_joined, id)'));
        await database.db.execute(
          sql.raw(`update pg_index set indisvalid = false where indexrelid = 'users_joined_idx'::regclass`),
        );
        const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
          ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
        const target = new URL(url);
        target.pathname = `/${(await rowsOf<{ db: string }>(sql`select current_database() db`))[0]!.db}`;
        await buildIndexesConcurrently(target.toString());
        const rows = await rowsOf<{ relname: string; indisvalid: boolean }>(
          sql`select c.relname, i.indisvalid from pg_index i join pg_class c on c.oid = i.indexrelid`,
        );
        for (const index of indexes)
          expect(rows.find((r) => r.relname === index.name)).toEqual({
            relname: index.name,
            indisvalid: true,
          });
      } finally {
        await database.close();
        await drop();
      }
    },
  );
});
