// `npm run alerts:send`: the daily alerts (low stock, yesterday's summary) queued now, whatever the
// hour and the switches (docs/messages.md, "Alerts"); the shop's outbox worker sends them.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock.ts';
import { AlertsService } from '#server/modules/alerts/alerts.ts';

async function send(database: Database, smsConfigured: boolean) {
  try {
    const sent = await new AlertsService(database.db, smsConfigured).sendDailyNow(null);
    const low =
      sent.low_stock_products === 0
        ? 'no product is low on stock'
        : `${sent.low_stock_products} product(s) low on stock`;
    console.log(
      `Queued ${sent.messages} message(s) to the admins: ${low}, and the summary of ${sent.summary_day}.`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  const smsConfigured = config.messages.sms !== undefined;
  if (config.databaseUrl) return send(await openPostgres(config.databaseUrl), smsConfigured);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // Only the running server may open the embedded database (docs/backups.md, "Embedded database").
    console.error(
      'The shop is running on the embedded database, which only it may open: use Send now in the ' +
        'admin (Settings, Alerts), or run this while the shop is stopped.',
    );
    process.exit(1);
  }
  try {
    const folder = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
      throw new Error(`there is no shop database in ${folder} (is DATA_DIR right?)`);
    }
    await send(await openPglite(folder), smsConfigured);
  } finally {
    unlock();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
