import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '#server/config.ts';
import { privateDir, privateTree } from '#server/lib/private-files.ts';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * The configured database, migrated; for PGlite the data folder is locked to this process.
 * `create`, when given, makes a PGlite folder's database where the folder has none yet (the server
 * does it in another process, docs/first-start.md); without it, opening here creates it.
 */
export async function openConfiguredDatabase(
  config: Config,
  create?: (dir: string) => Promise<void>,
): Promise<Database> {
  // docs/backups.md, "Who can read them": the images, the JWT secret, the mail and the database.
  privateDir(config.dataDir);
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const dir = path.join(config.dataDir, 'pglite');
    if (create && !fs.existsSync(path.join(dir, 'PG_VERSION'))) await create(dir);
    const database = await openPglite(dir);
    await database.migrate();
    // PGlite writes its files readable and writable by everyone, whatever the umask.
    privateTree(dir);
    return {
      ...database,
      async close() {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
