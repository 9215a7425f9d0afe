import { eq } from 'drizzle-orm';
import type { VfdConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { vfdRegistration } from '#server/db/schema.ts';
import { receiptBacklog } from './backlog';
import { backlogTooOld } from './backlog-alert';

/** docs/receipts.md, "Not configured": what `npm run doctor` and a production start say of receipts. */
export async function receiptFindings(
  vfd: VfdConfig | undefined,
  db: Db,
): Promise<{ check: string; message: string }[]> {
  const [registration] = await db
    .select({ tin: vfdRegistration.tin })
    .from(vfdRegistration)
    .where(eq(vfdRegistration.id, 1));
  const backlog = await receiptBacklog(db);
  const findings: { check: string; message: string }[] = [];
  if (!vfd && !registration) {
    findings.push({
      check: 'vfd',
      message:
        'no VFD_* settings: receipts are numbered but marked "not a fiscal receipt" and nothing goes to TRA. Set them and run npm run vfd:register (docs/receipts.md).',
    });
  } else if (!registration) {
    findings.push({
      check: 'vfd',
      message:
        'the VFD is configured but not registered: run npm run vfd:register once; until then receipts are not fiscal.',
    });
  } else if (!vfd) {
    findings.push({
      check: 'vfd',
      message: `the VFD is registered but the VFD_* settings are gone: ${backlog.unsent} fiscal receipt(s) wait to go to TRA.`,
    });
  }
  if (vfd && registration && backlogTooOld(backlog)) {
    findings.push({
      check: 'vfd-backlog',
      message: `${backlog.unsent} fiscal receipt(s) not acknowledged by TRA, the oldest for ${Math.floor(backlog.oldest_seconds / 60)} minutes: see the server log (receipt not sent to TRA).`,
    });
  }
  return findings;
}
