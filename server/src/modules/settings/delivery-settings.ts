import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  type UpdateDeliverySettingsBody,
} from '@shop/contract/delivery';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { deliverySettings } from '#server/db/schema.ts';

const ROW_ID = 1;

type Row = typeof deliverySettings.$inferSelect;

function toSettings(row: Row): DeliverySettings {
  return {
    free_delivery_over: row.freeDeliveryOver,
    fee_dar_es_salaam: row.feeDarEsSalaam,
    fee_other_regions: row.feeOtherRegions,
    cash_on_delivery_enabled: row.cashOnDeliveryEnabled,
    cash_on_delivery_max: row.cashOnDeliveryMax,
  };
}

/**
 * docs/delivery.md: the settings as they stand, read from the database on every checkout so a
 * change applies at once in every API process. The defaults until an admin saves any.
 */
export async function readDeliverySettings(db: Db | Tx): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, ROW_ID));
  return row ? toSettings(row) : DEFAULT_DELIVERY_SETTINGS;
}

export async function saveDeliverySettings(
  db: Db,
  actor: AuditActor,
  body: UpdateDeliverySettingsBody,
): Promise<DeliverySettings> {
  return db.transaction(async (tx) => {
    const before = await readDeliverySettings(tx);
    const values = {
      freeDeliveryOver: body.free_delivery_over,
      feeDarEsSalaam: body.fee_dar_es_salaam,
      feeOtherRegions: body.fee_other_regions,
      cashOnDeliveryEnabled: body.cash_on_delivery_enabled,
      cashOnDeliveryMax: body.cash_on_delivery_max,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(deliverySettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values })
      .returning();
    const after = toSettings(row!);
    await recordAudit(
      tx,
      actor,
      'settings.delivery',
      { type: 'settings', id: 'delivery' },
      { before, after },
    );
    return after;
  });
}
