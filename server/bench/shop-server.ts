/**
 * The shop as `npm start` runs it (migrated, demo catalogue seeded), on a free port, in a process
 * of its own so the load generator does not share its event loop. DATA_DIR and DATABASE_URL
 * come from the parent; the port goes back over IPC.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { bootstrapDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/open-database';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
});
const database = await openConfiguredDatabase(config);
await bootstrapDatabase(database.db, config);
const app = await buildApp({ config, database, jwtSecret: randomBytes(32).toString('hex') });
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.({ port: (app.server.address() as AddressInfo).port, database: database.kind });
