// `npm run vfd:register`: registers the shop's VFD with TRA once, with the VFD_* settings the shop
// starts with, and stores TRA's answer in the database; from then on every receipt is a fiscal
// receipt the running shop sends to TRA (docs/receipts.md).
import { ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/open-database.ts';
import { registerVfd } from '#server/modules/receipts/registration.ts';
import { vfdClient } from '#server/modules/receipts/vfd-services.ts';

async function main() {
  const config = loadConfig();
  if (!config.vfd) {
    throw new ConfigError(
      'Set VFD_URL, VFD_TIN, VFD_CERT_FILE, VFD_CERT_PASSWORD and VFD_CERT_SERIAL first.',
    );
  }
  const client = await vfdClient(config.vfd);
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // Only the running server may open the embedded database (docs/backups.md, "Embedded database").
    throw new Error(
      'The shop is running on the embedded database, which only it may open: stop it, register, start it.',
    );
  }
  try {
    const answer = await registerVfd(database.db, client, config.vfd.tin);
    console.log(
      `Registered with TRA: ${answer.NAME} (TIN ${answer.TIN}, VRN ${answer.VRN || 'none'}), serial ${answer.SERIAL}, ` +
        `receipt code ${answer.RECEIPTCODE}; the next fiscal receipt is number ${Number(answer.GC || 0) + 1} or later.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
