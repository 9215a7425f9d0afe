import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-database';
import { configFindings, doctorFindings, type Finding } from './doctor';

/**
 * `npm run doctor` (docs/deploy.md): lists what is not ready for production, from the same
 * environment the shop starts with; exits 1 when anything is listed.
 */
async function findings(config: Config): Promise<Finding[]> {
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // The embedded database allows one process: the running shop holds it.
    return [
      ...configFindings(config),
      {
        check: 'database',
        message: 'not checked: the shop holds the embedded database; stop it, or use PostgreSQL.',
      },
    ];
  }
  try {
    return await doctorFindings(config, database.db);
  } finally {
    await database.close();
  }
}

try {
  const found = await findings(loadConfig());
  if (found.length === 0) {
    console.log('Ready for production: nothing to fix.');
  } else {
    console.log('Not ready for production:');
    for (const { check, message } of found) console.log(`  - ${check}: ${message}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 2;
}
