// A new PGlite data folder's database work, run by main.ts in a process of its own that exits when
// done (docs/first-start.md): initdb's WebAssembly memory stays with the process that ran it, and
// PGlite's heap, grown by the migrations and the seeding, never shrinks.
import { bootstrapDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openPglite } from './db/client';

async function createDatabase(dir: string) {
  const database = await openPglite(dir);
  try {
    await database.migrate();
    return await bootstrapDatabase(database.db, loadConfig());
  } finally {
    await database.close();
  }
}

// The server holds the data folder's lock for this process: without the server, stop at once.
process.on('disconnect', () => process.exit(1));
createDatabase(process.argv[2]!).then(
  (result) => process.send!(result, () => process.exit(0)),
  (err) => {
    console.error('Creating the database failed:', err);
    process.exit(1);
  },
);
