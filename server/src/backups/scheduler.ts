import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { BackupOutcome, BackupTrigger } from './backup';
import { answerBackupRequests } from './server-request';

/** The next time of day `at` (local time) strictly after `now`. */
export function nextDailyRun(now: Date, at: { hour: number; minute: number }): Date {
  const next = new Date(now);
  next.setHours(at.hour, at.minute, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * docs/backups.md: the daily backup (BACKUP_TIME, into BACKUP_DIR) and the backups `npm run backup`
 * asks this process for, one at a time; close() waits for the one in flight.
 */
export function startBackups(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'backups' | 'dataDir' | 'databaseUrl'>,
) {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const backup = (dir: string, trigger: BackupTrigger): Promise<BackupOutcome> => {
    // Loaded with the first backup: tar, and on PostgreSQL PGlite's protocol module, need not sit
    // in an idle shop's memory (docs/performance-log.md, "what npm start leaves running").
    const run = queue.then(async () => {
      const { runBackup } = await import('./backup');
      return runBackup(database, config, { dir, trigger });
    });
    queue = run.then((outcome) => {
      if (outcome.ok) app.log.info({ file: outcome.file, bytes: outcome.bytes, trigger }, 'backup made');
      else app.log.error({ error: outcome.error, trigger }, 'backup failed');
    });
    return run;
  };

  const arm = () => {
    const daily = config.backups.daily;
    if (!daily || closed) return;
    const delay = nextDailyRun(new Date(), daily).getTime() - Date.now();
    timer = setTimeout(() => {
      void backup(config.backups.dir, 'schedule').finally(arm);
    }, delay);
    timer.unref();
  };

  let stopAnswering = () => {};
  app.addHook('onReady', async () => {
    stopAnswering = answerBackupRequests(config.dataDir, (dir) => backup(dir, 'command'));
    arm();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    stopAnswering();
    await queue;
  });
}
