import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';

/** `npm run db:reset`: forget everything; the next start migrates and loads the demo data again. */
async function reset() {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await database.close();
    console.log('Dropped every table of the PostgreSQL database.');
  } else {
    // Taking the lock first refuses to wipe a folder a running server is using.
    const unlock = lockDataDir(config.dataDir);
    fs.rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    unlock();
    console.log(`Removed the embedded database in ${config.dataDir}.`);
  }
  fs.rmSync(path.join(config.dataDir, 'uploads'), { recursive: true, force: true });
  console.log('Removed uploaded images. The next `npm start` loads the demo data again.');
}

reset().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
