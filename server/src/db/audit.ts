import type { AuditAction } from '@shop/contract/audit';
import type { Db, Tx } from './client';
import { auditLog } from './schema';

export type AuditActor = { id: number; username: string };

/**
 * Records an admin mutation: who, what, which record. Call it inside the mutation's
 * transaction so the log never claims a change that was rolled back.
 */
export async function recordAudit(
  db: Db | Tx,
  actor: AuditActor,
  action: AuditAction,
  entity: { type: string; id?: number | string | null },
  details: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      entityType: entity.type,
      entityId: entity.id === undefined || entity.id === null ? null : String(entity.id),
      details,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
