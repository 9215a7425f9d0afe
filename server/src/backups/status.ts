import { type AdminBackupStatus, BACKUP_STALE_HOURS } from '@shop/contract/admin-orders';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { backupRuns } from '#server/db/schema.ts';

/** docs/backups.md, "On the admin overview": the last good backup, and the last attempt if it failed. */
export async function backupStatus(db: Db, scheduled: boolean, now = new Date()): Promise<AdminBackupStatus> {
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
  return {
    state: failed ? 'failed' : !good ? 'never' : good.finishedAt.getTime() < staleBefore ? 'stale' : 'ok',
    last_success_at: good?.finishedAt.toISOString() ?? null,
    last_failure: failed ? { at: failed.finishedAt.toISOString(), error: failed.error ?? '' } : null,
    scheduled,
  };
}
