// `npm run privacy:retention`: the retention rules applied now (docs/retention.md), as the daily
// pass applies them, printing what each erased. It does not claim the day: the shop's own pass
// still runs once today, and finds what this left.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/open-database.ts';
import { applyRetention, erasedRows } from '#server/modules/privacy/retention-pass.ts';

async function main() {
  const config = loadConfig();
  const folder = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`there is no shop database in ${folder} (is DATA_DIR right?)`);
  }
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // Only the running server may open the embedded database (docs/backups.md, "Embedded database").
    throw new Error(
      'The shop is running on the embedded database, which only it may open: its own pass applies ' +
        'the rules once a day; run this while the shop is stopped.',
    );
  }
  try {
    const report = await applyRetention(database.db);
    for (const [rule, erased] of Object.entries(report)) {
      const tables = Object.entries(erased).map(([table, n]) => `${table} ${n}`);
      console.log(`${rule}: ${tables.join(', ')}`);
    }
    console.log(`Erased or deleted ${erasedRows(report)} row(s) past their retention.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
