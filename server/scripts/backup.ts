// `npm run backup [folder]`: one archive of the whole shop (docs/backups.md), into BACKUP_DIR unless
// a folder is given. A running shop on the embedded database makes it itself, asked by signal.
import fs from 'node:fs';
import path from 'node:path';
import { type BackupOutcome, runBackup } from '#server/backups/backup.ts';
import { askServerForBackup } from '#server/backups/server-request.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openPglite, openPostgres } from '#server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock.ts';

async function withDatabase(config: ReturnType<typeof loadConfig>, dir: string): Promise<BackupOutcome> {
  if (config.databaseUrl) return backUp(await openPostgres(config.databaseUrl), config, dir);
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const pid = Number.parseInt(fs.readFileSync(path.join(config.dataDir, 'server.lock'), 'utf8'), 10);
    console.log(`The shop is running (pid ${pid}): asking it for the backup.`);
    return askServerForBackup(config.dataDir, pid, dir);
  }
  try {
    const folder = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
      return { ok: false, error: `there is no shop database in ${folder} (is DATA_DIR right?)` };
    }
    return await backUp(await openPglite(folder), config, dir);
  } finally {
    unlock();
  }
}

async function backUp(database: Database, config: ReturnType<typeof loadConfig>, dir: string) {
  try {
    return await runBackup(database, config, { dir, trigger: 'command' });
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : config.backups.dir;
  const outcome = await withDatabase(config, dir);
  if (!outcome.ok) {
    console.error(`The backup failed: ${outcome.error}`);
    process.exit(1);
  }
  console.log(`Backup written: ${outcome.file} (${(outcome.bytes / 1024).toFixed(0)} KB)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
