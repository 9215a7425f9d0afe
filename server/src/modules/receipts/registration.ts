import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { receiptCounters, vfdRegistration } from '#server/db/schema.ts';
import type { VfdClient } from './vfd-client';

/**
 * docs/receipts.md, "Registration": asks TRA to register the shop's VFD and stores the answer, so
 * every receipt from now on is fiscal. TRA's GC is where the fiscal series goes on from, should it
 * know receipts the shop does not (a VFD registered before). Registering again stores TRA's answer
 * again; a stored token is dropped with the old credentials.
 */
export async function registerVfd(db: Db, client: VfdClient, tin: string): Promise<Record<string, string>> {
  const answer = await client.register();
  const row = {
    tin: answer.TIN || tin,
    regId: answer.REGID!,
    serial: answer.SERIAL!,
    uin: answer.UIN ?? '',
    vrn: answer.VRN ?? '',
    receiptCode: answer.RECEIPTCODE!,
    routingKey: answer.ROUTINGKEY || 'vfdrct',
    username: answer.USERNAME!,
    password: answer.PASSWORD!,
    taxOffice: answer.TAXOFFICE ?? '',
    answer,
    token: null,
    tokenExpiresAt: null,
    registeredAt: new Date(),
  };
  const missing = (['regId', 'serial', 'receiptCode', 'username', 'password'] as const).filter(
    (key) => !row[key],
  );
  if (missing.length > 0) throw new Error(`TRA's registration answer lacks ${missing.join(', ')}`);
  await db.transaction(async (tx) => {
    await tx.insert(vfdRegistration).values(row).onConflictDoUpdate({ target: vfdRegistration.id, set: row });
    const known = Number(answer.GC || 0);
    if (Number.isSafeInteger(known) && known > 0) {
      await tx
        .update(receiptCounters)
        .set({ gc: sql`greatest(${receiptCounters.gc}, ${known})` })
        .where(eq(receiptCounters.series, 'fiscal'));
    }
  });
  return answer;
}
