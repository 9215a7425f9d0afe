import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import { EXPORT_SECTIONS, readCustomerData } from './export-data';
import { exportZip } from './export-zip';
import { recordPrivacyRequest } from './privacy-requests';

/**
 * docs/privacy.md: answers a download request at once: the customer's data as a ZIP, the request
 * recorded with how many rows of each kind it held, and the export audit-logged.
 */
export async function exportCustomerData(
  db: Db,
  user: { id: number; username: string },
  now: Date,
): Promise<Uint8Array> {
  const data = await readCustomerData(db, user.id);
  const rows = Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, data[section].length]));
  await db.transaction(async (tx) => {
    await recordPrivacyRequest(tx, user.id, 'export', 'done', { rows });
    await recordAudit(tx, user, 'privacy.export', { type: 'user', id: user.id }, { rows });
  });
  return exportZip(data, now);
}
