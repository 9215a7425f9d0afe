import {
  DEFAULT_PAYMENT_SETTINGS,
  type PaymentSettings,
  type UpdatePaymentSettingsBody,
} from '@shop/contract/mobile-money';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { paymentSettings } from '#server/db/schema.ts';

const ROW_ID = 1;

/** docs/payments.md: the settings as they stand, read on every mobile-money start; the defaults until saved. */
export async function readPaymentSettings(db: Db | Tx): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, ROW_ID));
  return row ? { usd_to_tzs_rate: row.usdToTzsRate } : DEFAULT_PAYMENT_SETTINGS;
}

export async function savePaymentSettings(
  db: Db,
  actor: AuditActor,
  body: UpdatePaymentSettingsBody,
): Promise<PaymentSettings> {
  return db.transaction(async (tx) => {
    const before = await readPaymentSettings(tx);
    const values = { usdToTzsRate: body.usd_to_tzs_rate, updatedAt: new Date() };
    const [row] = await tx
      .insert(paymentSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values })
      .returning();
    const after = { usd_to_tzs_rate: row!.usdToTzsRate };
    await recordAudit(tx, actor, 'settings.payment', { type: 'settings', id: 'payment' }, { before, after });
    return after;
  });
}
