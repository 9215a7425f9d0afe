import type { AuditAction, AuditLogPage } from '@shop/contract/audit';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newestFirstPage } from '#server/db/keyset-page.ts';
import { auditLog } from '#server/db/schema.ts';

export type AuditLogFilter = {
  page: number;
  page_size: number;
  after?: number | undefined;
  action?: AuditAction;
  entity_type?: string;
};

const AUDIT_ORDER = { table: auditLog, createdAt: auditLog.createdAt, id: auditLog.id };

/** The admin actions log (View Logs, docs/roles-and-ownership.md), newest first. */
export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AuditLogPage> {
  const where = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity_type ? eq(auditLog.entityType, filter.entity_type) : undefined,
  );
  return newestFirstPage(db, AUDIT_ORDER, where, filter, (rows) =>
    rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, username: row.actorUsername },
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
  );
}
