import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import {
  type BootstrapResult,
  bootstrapDatabase,
  bootstrapInChildProcess,
  buildDatabaseImageInChildProcess,
  resolveJwtSecret,
} from './bootstrap';
import { ConfigError, linkWarnings, loadConfig, paymentWarnings } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { copyDatabaseImage, databaseImageIsFresh } from './db/database-image';
import { openConfiguredDatabase } from './db/open-database';
import { doctorFindings } from './doctor';
import { batchedLogDestination } from './lib/log-destination';

/** How long a stopping server waits for its last log lines to be written. */
const LOG_FLUSH_LIMIT_MS = 2000;

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  const webDist = config.webDistDir ?? defaultWebDist;
  config.webDistDir = fs.existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  // Log lines are buffered and written off the request path; stop() flushes what is left.
  const logDestination = batchedLogDestination(1);
  const logger = pino({ level: config.logLevel }, logDestination);

  let created: BootstrapResult | undefined;
  const database = await openConfiguredDatabase(config, async (dir) => {
    // docs/first-start.md, "The database image": a copy of the migrated database with (or, with
    // SEED_DEMO=false, without) the demo catalogue, made now (in a child, as initdb would be) when
    // `npm run build` has not made it for these migrations and this catalogue. What is left of the
    // first start (the admin, the catalogue's times moved to now) is little: bootstrapDatabase below.
    if (!databaseImageIsFresh()) {
      await buildDatabaseImageInChildProcess().catch((err: unknown) =>
        logger.warn({ err }, 'no database image: creating the database without one'),
      );
    }
    // Without a copy: initdb, the migrations and the seeding in a child (seeding here left an idle
    // server ~20 MB larger, docs/performance-log.md).
    if (!copyDatabaseImage(dir, { demo: config.seedDemo })) created = await bootstrapInChildProcess(dir);
  });
  const boot = created ?? (await bootstrapDatabase(database.db, config));
  if (boot.seeded) {
    logger.info(
      config.seedDemo
        ? 'empty database: loaded the demo catalogue and created the admin account'
        : 'empty database: created the admin account (SEED_DEMO=false: no demo catalogue)',
    );
    if (boot.generatedPassword) {
      // Printed once, on the first start only; set ADMIN_PASSWORD to choose it instead.
      console.log(
        `\n  Admin account created: username "${config.admin.username}", password "${boot.generatedPassword}"\n  (shown only this once; change it in the admin settings)\n`,
      );
    }
  }
  for (const warning of [...paymentWarnings(config), ...linkWarnings(config)]) logger.warn(warning);
  if (!config.webDistDir) logger.warn('web/dist not found: serving the API only (run `npm run build`)');

  const app = await buildApp({ config, database, jwtSecret: resolveJwtSecret(config), logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
    } finally {
      await database.close();
      // A stdout nobody reads must not keep the process from stopping.
      await Promise.race([logDestination.flush(), setTimeout(LOG_FLUSH_LIMIT_MS)]);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.production) {
    // docs/deploy.md: what `npm run doctor` would list, once, after the shop already answers.
    void doctorFindings(config, database.db).then(
      (findings) => {
        for (const { check, message } of findings)
          logger.warn({ check }, `not ready for production: ${message}`);
      },
      (err: unknown) => logger.error({ err }, 'the production checks failed'),
    );
  }
  console.log(
    `  The shop is at ${config.publicUrl ?? `http://localhost:${config.port}`} (API under /api, docs at /api/docs)`,
  );
  // docs/messages.md: without SMTP or Africa's Talking, what the shop sends is kept as files.
  if (!config.messages.smtpUrl) {
    console.log(`  E-mails are written to ${path.join(config.dataDir, 'mail')} (set SMTP_URL to send them)`);
  }
  if (!config.messages.sms) {
    console.log(
      `  SMS are written to ${path.join(config.dataDir, 'sms')} (set AT_USERNAME and AT_API_KEY to send them)`,
    );
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('The server could not start:', err);
  }
  process.exit(1);
});
