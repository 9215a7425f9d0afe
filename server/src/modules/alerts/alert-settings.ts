import {
  type AlertSettings,
  DEFAULT_ALERT_SETTINGS,
  type UpdateAlertSettingsBody,
} from '@shop/contract/alerts';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { alertSettings } from '#server/db/schema.ts';

const ROW_ID = 1;

/** docs/messages.md, "Alerts": the switches as they stand; all on until an admin saves them. */
export async function readAlertSettings(db: Db | Tx): Promise<AlertSettings> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.id, ROW_ID));
  return row
    ? { low_stock: row.lowStock, sold_out: row.soldOut, daily_summary: row.dailySummary }
    : DEFAULT_ALERT_SETTINGS;
}

export async function saveAlertSettings(
  db: Db,
  actor: AuditActor,
  body: UpdateAlertSettingsBody,
): Promise<AlertSettings> {
  return db.transaction(async (tx) => {
    const before = await readAlertSettings(tx);
    const values = {
      lowStock: body.low_stock,
      soldOut: body.sold_out,
      dailySummary: body.daily_summary,
      updatedAt: new Date(),
    };
    await tx
      .insert(alertSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: alertSettings.id, set: values });
    await recordAudit(
      tx,
      actor,
      'settings.alerts',
      { type: 'settings', id: 'alerts' },
      { before, after: body },
    );
    return { ...body };
  });
}
