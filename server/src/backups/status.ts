import { type AdminBackupStatus, BACKUP_STALE_HOURS } from '@shop/contract/admin-orders';
import { desc, eq, min } from 'drizzle-orm';
import type { BackupConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { backupRuns, users } from '#server/db/schema.ts';
import { nextDailyRun } from './scheduler';

/** A first scheduled backup this late is still running, not missed. */
const FIRST_RUN_GRACE_MS = 60 * 60_000;

/**
 * docs/backups.md, "On the admin overview": the last good backup, and the last attempt if it failed.
 * A shop with no backup yet whose first scheduled one is still to come (the first BACKUP_TIME after
 * the shop was made, its first account) is `pending`, not a warning, until that time has passed.
 * `daily` is BACKUP_TIME, or only whether there is one (the doctor asks no more).
 */
export async function backupStatus(
  db: Db,
  daily: BackupConfig['daily'] | boolean,
  now = new Date(),
): Promise<AdminBackupStatus> {
  const newest = (onlyGood: boolean) =>
    db
      .select()
      .from(backupRuns)
      .where(onlyGood ? eq(backupRuns.ok, true) : undefined)
      .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id))
      .limit(1);
  const [[last], [good]] = await Promise.all([newest(false), newest(true)]);
  const failed = last && !last.ok ? last : undefined;
  const staleBefore = now.getTime() - BACKUP_STALE_HOURS * 3_600_000;
  const time = typeof daily === 'object' ? daily : undefined;
  let state: AdminBackupStatus['state'] = failed
    ? 'failed'
    : !good
      ? 'never'
      : good.finishedAt.getTime() < staleBefore
        ? 'stale'
        : 'ok';
  if (state === 'never' && !last && time) {
    const [shop] = await db.select({ since: min(users.dateJoined) }).from(users);
    const firstRun = nextDailyRun(shop?.since ?? now, time);
    if (now.getTime() < firstRun.getTime() + FIRST_RUN_GRACE_MS) state = 'pending';
  }
  return {
    state,
    last_success_at: good?.finishedAt.toISOString() ?? null,
    last_failure: failed ? { at: failed.finishedAt.toISOString(), error: failed.error ?? '' } : null,
    scheduled: Boolean(daily),
    next_run_at: time ? nextDailyRun(now, time).toISOString() : null,
  };
}
