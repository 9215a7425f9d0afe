import type { AuditAction, AuditLogPage } from '@shop/contract/audit';
import { and, desc, eq } from 'drizzle-orm';
import { cappedCount } from '#server/db/capped-count.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type AuditLogFilter = { page: number; page_size: number; action?: AuditAction; entity_type?: string };

/** The admin actions log (View Logs, docs/roles-and-ownership.md), newest first. */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AuditLogPage> {
  const where = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity_type ? eq(auditLog.entityType, filter.entity_type) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
    cappedCount(db, auditLog, where),
  ]);
  return {
    count: total,
    page: filter.page,
    page_size: filter.page_size,
    results: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, username: row.actorUsername },
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
