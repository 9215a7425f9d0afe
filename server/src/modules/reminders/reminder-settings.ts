import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
} from '@shop/contract/reminders';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { reminderSettings } from '#server/db/schema.ts';

const ROW_ID = 1;

/** docs/reminders.md: the switches as they stand; all on until an admin saves them. */
export async function readReminderSettings(db: Db | Tx): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, ROW_ID));
  return row
    ? {
        push_unapproved: row.pushUnapproved,
        cart_abandoned: row.cartAbandoned,
        hold_expiring: row.holdExpiring,
      }
    : DEFAULT_REMINDER_SETTINGS;
}

export async function saveReminderSettings(
  db: Db,
  actor: AuditActor,
  body: z.infer<typeof UpdateReminderSettingsBody>,
): Promise<ReminderSettings> {
  return db.transaction(async (tx) => {
    const before = await readReminderSettings(tx);
    const values = {
      pushUnapproved: body.push_unapproved,
      cartAbandoned: body.cart_abandoned,
      holdExpiring: body.hold_expiring,
      updatedAt: new Date(),
    };
    await tx
      .insert(reminderSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: reminderSettings.id, set: values });
    await recordAudit(
      tx,
      actor,
      'settings.reminders',
      { type: 'settings', id: 'reminders' },
      { before, after: body },
    );
    return { ...body };
  });
}
