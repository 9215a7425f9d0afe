// A new PGlite data folder's database work that main.ts runs in a process of its own that exits
// when done (docs/first-start.md): initdb's WebAssembly memory stays with the process that ran it,
// and PGlite's heap, grown by the migrations and the seeding, never shrinks.
//   first-start.mjs --image   makes the database image (initdb, the migrations, the demo catalogue)
//                             if not fresh
//   first-start.mjs <dir>     when there is no image: creates <dir> (initdb), migrates and creates
//                             the admin and the demo catalogue
import { bootstrapDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openPglite } from './db/client';
import { buildDatabaseImage } from './db/database-image';

async function createDatabase(dir: string) {
  const database = await openPglite(dir);
  try {
    await database.migrate();
    return await bootstrapDatabase(database.db, loadConfig());
  } finally {
    await database.close();
  }
}

const [target] = process.argv.slice(2);
const work = target === '--image' ? buildDatabaseImage() : createDatabase(target!);
// The server holds the data folder's lock for this process: without the server, stop at once.
process.on('disconnect', () => process.exit(1));
work.then(
  (result) => (process.send ? process.send(result, () => process.exit(0)) : process.exit(0)),
  (err) => {
    console.error(
      target === '--image' ? 'Building the database image failed:' : 'Creating the database failed:',
      err,
    );
    process.exit(1);
  },
);
