import type { HealthReadyResponse } from '@shop/contract/health';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { receiptBacklog } from '#server/modules/receipts/backlog.ts';

type Checks = HealthReadyResponse['checks'];

/** The newest migration this build ships; drizzle records it by its journal time. */
function latestMigrationMillis(folder: string): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
}

/**
 * Whether this process should take traffic: the database answers and it carries every migration
 * this build ships (a process newer than its database must not serve). Nothing the shop shares
 * (the outbox): failing it would take every process out of the balancer at once, and the shop off
 * the air for a mail problem (docs/observability.md, "A stuck outbox").
 */
export function readinessCheck(db: Db, folder = migrationsFolder) {
  const expected = latestMigrationMillis(folder);
  return async (): Promise<HealthReadyResponse> => {
    const checks: Checks = { database: 'unavailable', migrations: 'unknown' };
    try {
      await db.execute(sql`select 1`);
      checks.database = 'ok';
    } catch {
      return { status: 'error', checks };
    }
    checks.migrations = (await appliedMigrationMillis(db)) >= expected ? 'ok' : 'behind';
    const status = checks.migrations === 'ok' ? 'ok' : 'error';
    // A database a migration behind may not have the receipts' tables yet.
    return status === 'ok' ? { status, checks, receipts: await receiptBacklog(db) } : { status, checks };
  };
}

async function appliedMigrationMillis(db: Db): Promise<number> {
  try {
    const rows = await sqlRows<{ latest: string | null }>(
      db,
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.latest ?? 0);
  } catch {
    // No migrations table: nothing was ever applied.
    return 0;
  }
}
