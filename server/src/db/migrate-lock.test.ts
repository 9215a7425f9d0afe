import { describe, expect, it } from 'vitest';
import { scratchPostgres } from '#server/test/scratch-postgres.ts';
import { openPostgres } from './client';

/**
 * docs/deploy.md: two shop processes started at once on a new PostgreSQL database both migrate it.
 * Without the advisory lock one of them fails on a table the other has just created.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrating one PostgreSQL from two processes at once', () => {
  it('applies every migration once and both starts succeed', async () => {
    const { database: first, drop } = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const { rows } = (await first.db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    };
    url.pathname = `/${rows[0]!.name}`;
    const second = await openPostgres(url.toString());
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate(), first.migrate()]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = (await first.db.execute(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      )) as unknown as { rows: { n: number; distinct_hashes: number }[] };
      expect(applied.rows[0]!.n).toBe(applied.rows[0]!.distinct_hashes);
    } finally {
      await second.close();
      await first.close();
      await drop();
    }
  });
});
