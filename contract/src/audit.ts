import { z } from 'zod';
import { PageQuery, pageOf } from './common';

export const ListAuditLogQuery = PageQuery.extend({
  /** Exact action name, e.g. `user.role`. */
  action: z.string().trim().max(60).optional(),
  entity_type: z.string().trim().max(60).optional(),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  /** id is null once the admin's account is deleted; the username stays. */
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = pageOf(AuditEntry);
export type AuditLogPage = z.infer<typeof AuditLogPage>;
