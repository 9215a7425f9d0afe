import type { HealthReadyResponse } from '@shop/contract/health';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';

/**
 * docs/observability.md: a message due this long ago and still not claimed means no process is
 * sending (every worker is dead or failing before it claims). Retried messages wait for their
 * next attempt and do not count; the longest claim is two minutes.
 */
export const OUTBOX_STUCK_MINUTES = 15;

type Checks = HealthReadyResponse['checks'];

/** The newest migration this build ships; drizzle records it by its journal time. */
function latestMigrationMillis(folder: string): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
}

/**
 * Whether this process should take traffic: the database answers, it carries every migration this
 * build ships (a process newer than its database must not serve), and the outbox is moving.
 */
export function readinessCheck(db: Db, folder = migrationsFolder) {
  const expected = latestMigrationMillis(folder);
  return async (): Promise<HealthReadyResponse> => {
    const checks: Checks = { database: 'unavailable', migrations: 'unknown', outbox: 'unknown' };
    try {
      await db.execute(sql`select 1`);
      checks.database = 'ok';
    } catch {
      return { status: 'error', checks };
    }
    checks.migrations = (await appliedMigrationMillis(db)) >= expected ? 'ok' : 'behind';
    checks.outbox = (await oldestUnclaimedDueMinutes(db)) >= OUTBOX_STUCK_MINUTES ? 'stuck' : 'ok';
    const ok = checks.migrations === 'ok' && checks.outbox === 'ok';
    return { status: ok ? 'ok' : 'error', checks };
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

/** Minutes since the oldest waiting message fell due without any worker holding it (0: none). */
export async function oldestUnclaimedDueMinutes(db: Db): Promise<number> {
  const rows = await sqlRows<{ minutes: number | null }>(
    db,
    sql`
    select extract(epoch from now() - min(next_attempt_at))::float8 / 60 as minutes
    from outbox_messages
    where status = 'waiting' and next_attempt_at <= now()
      and (claimed_until is null or claimed_until < now())`,
  );
  return Math.max(0, Number(rows[0]?.minutes ?? 0));
}
