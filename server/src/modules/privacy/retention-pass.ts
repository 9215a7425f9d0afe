import type { ErasingRuleId } from '@shop/contract/retention';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { alertRuns } from '#server/db/schema.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { type Erased, RETENTION_APPLY } from './retention-rules';

/** What one pass erased, per rule and table. */
export type RetentionReport = Record<ErasingRuleId, Erased>;

/** Every rule the pass applies, in the order of RETENTION_APPLY. */
export async function applyRetention(db: Db, now = new Date()): Promise<RetentionReport> {
  const report = {} as RetentionReport;
  for (const [id, apply] of Object.entries(RETENTION_APPLY) as [
    ErasingRuleId,
    (typeof RETENTION_APPLY)[ErasingRuleId],
  ][]) {
    report[id] = await apply(db, now);
  }
  return report;
}

/** The rows a report counts, all rules together. */
export const erasedRows = (report: RetentionReport) =>
  Object.values(report).reduce((sum, erased) => sum + Object.values(erased).reduce((a, n) => a + n, 0), 0);

/**
 * docs/retention.md, "The daily pass": on the alerts' clock in every process, the rules run once
 * per Dar es Salaam day, claimed as a row of alert_runs (whichever process inserts it runs them).
 * A pass that stops half-way leaves the rest to the next day: every rule is idempotent and erases
 * whatever is past its period then. Returns the report, or null when the day's pass was done.
 */
export async function runRetentionDue(
  db: Db,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<RetentionReport | null> {
  const [claimed] = await db
    .insert(alertRuns)
    .values({ kind: 'retention', day: shopDay(now).day })
    .onConflictDoNothing()
    .returning({ kind: alertRuns.kind });
  if (!claimed) return null;
  const report = await applyRetention(db, now);
  log.info(
    { retention: report, erased: erasedRows(report) },
    'retention pass erased personal data past its period',
  );
  return report;
}
