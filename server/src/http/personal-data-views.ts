import type { FastifyRequest } from 'fastify';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { userOf } from './current-user';

/**
 * docs/privacy.md, "Who looked at what": an admin's read that shows customers' personal data (an
 * order's delivery details, the customer list, a departure's travellers) is one audit entry,
 * `privacy.personal_data_viewed`, naming what was read and never the data itself.
 */
export async function recordPersonalDataView(
  db: Db,
  request: FastifyRequest,
  entity: { type: string; id?: number | string | null },
  details: Record<string, unknown> = {},
): Promise<void> {
  const admin = userOf(request);
  await recordAudit(
    db,
    { id: admin.id, username: admin.username },
    'privacy.personal_data_viewed',
    entity,
    details,
  );
}
