import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-database';
import { configFindings, doctorFindings, type Finding, placeholderFindings } from './doctor';
import { parseEnvFile } from './lib/env-file';

/**
 * `npm run doctor` (docs/deploy.md): lists what is not ready for production, from the same
 * environment the shop starts with; exits 1 when anything is listed, 2 when the settings are refused.
 * `--environment-file <file>` (`-`: standard input) reads the service's settings file as systemd's
 * EnvironmentFile= does, its values over this process's environment as they go over the unit's
 * Environment=. Not `--env-file`: Node 20 and 22 take any argument starting so as their own
 * option, even after the script's name, and load it as a dotenv file or stop.
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

function environment(): NodeJS.ProcessEnv {
  const { values } = parseArgs({ options: { 'environment-file': { type: 'string' } } });
  const file = values['environment-file'];
  if (file === undefined) return process.env;
  const text = fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  return { ...process.env, ...parseEnvFile(text) };
}

function report(found: Finding[]) {
  console.log('Not ready for production:');
  for (const { check, message } of found) console.log(`  - ${check}: ${message}`);
}

try {
  const env = environment();
  const placeholders = placeholderFindings(env);
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    // A placeholder too short for its setting's check (JWT_SECRET) is refused: say what else to fill in.
    if (placeholders.length > 0) report(placeholders);
    throw err;
  }
  const found = [...placeholders, ...(await findings(config))];
  if (found.length === 0) {
    console.log('Ready for production: nothing to fix.');
  } else {
    report(found);
    process.exitCode = 1;
  }
} catch (err) {
  // The settings refused, an unknown option, an unreadable file: the message says which.
  const known = err instanceof ConfigError || (err as NodeJS.ErrnoException).code !== undefined;
  console.error(known ? (err as Error).message : err);
  process.exitCode = 2;
}
