import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';

/**
 * docs/observability.md, "A stuck outbox": a message due this long ago and still not claimed
 * means no process is sending (every worker is stopped, or failing before it claims). Retried
 * messages wait for their next attempt and do not count; the longest claim is two minutes.
 */
export const OUTBOX_STUCK_MINUTES = 15;

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

/** docs/admin-dashboard.md, "Needs attention": the due messages no process took for OUTBOX_STUCK_MINUTES. */
export async function countStuckMessages(db: Db): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n
    from outbox_messages
    where status = 'waiting' and next_attempt_at <= now() - make_interval(mins => ${OUTBOX_STUCK_MINUTES})
      and (claimed_until is null or claimed_until < now())`,
  );
  return rows[0]?.n ?? 0;
}
