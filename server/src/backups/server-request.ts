import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupOutcome } from './backup';

/**
 * docs/backups.md, "Embedded database": only the server process may open a PGlite data folder
 * (data-dir-lock.ts), so `npm run backup` asks it. The request is a file in the data folder and
 * a SIGUSR2 to the pid in its lock; the answer is a file beside the request. Whoever can signal
 * the server and write its data folder can read the database anyway: nothing new is exposed.
 */
const SIGNAL = 'SIGUSR2';
const requestsDir = (dataDir: string) => path.join(dataDir, 'backup-requests');
const REQUEST = /^([a-f0-9]{16})\.request\.json$/;
const POLL_MS = 100;

type Request = { dir: string };

/** Asks the server `pid` for a backup into `dir` and waits for its outcome. */
export async function askServerForBackup(
  dataDir: string,
  pid: number,
  dir: string,
  timeoutMs = 30 * 60_000,
): Promise<BackupOutcome> {
  const requests = requestsDir(dataDir);
  fs.mkdirSync(requests, { recursive: true });
  const id = randomBytes(8).toString('hex');
  const answer = path.join(requests, `${id}.result.json`);
  fs.writeFileSync(path.join(requests, `${id}.request.json`), JSON.stringify({ dir } satisfies Request));
  process.kill(pid, SIGNAL);
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(answer)) {
    if (Date.now() > deadline) {
      fs.rmSync(path.join(requests, `${id}.request.json`), { force: true });
      return { ok: false, error: `the server (pid ${pid}) did not answer the backup request in time` };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const outcome = JSON.parse(fs.readFileSync(answer, 'utf8')) as BackupOutcome;
  fs.rmSync(answer, { force: true });
  return outcome;
}

/**
 * In the server: on each SIGUSR2, takes every waiting request (by renaming it, so that two apps
 * of one process never both take one) and answers it with `backup(dir)`. Returns the remover.
 */
export function answerBackupRequests(dataDir: string, backup: (dir: string) => Promise<BackupOutcome>) {
  const requests = requestsDir(dataDir);
  const onSignal = () => {
    if (!fs.existsSync(requests)) return;
    for (const name of fs.readdirSync(requests)) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      const taken = path.join(requests, `${id}.taken.json`);
      try {
        fs.renameSync(path.join(requests, name), taken);
      } catch {
        continue;
      }
      const answer = (outcome: BackupOutcome) => {
        const file = path.join(requests, `${id}.result.json`);
        // Written whole under another name first: the command must never read half an answer.
        fs.writeFileSync(`${file}.partial`, JSON.stringify(outcome));
        fs.renameSync(`${file}.partial`, file);
        fs.rmSync(taken, { force: true });
      };
      // A signal handler that throws would stop the shop: whatever goes wrong is the answer instead.
      void Promise.resolve()
        .then(() => backup((JSON.parse(fs.readFileSync(taken, 'utf8')) as Request).dir))
        .catch((err: unknown) => ({ ok: false as const, error: (err as Error).message }))
        .then(answer)
        .catch(() => {});
    }
  };
  process.on(SIGNAL, onSignal);
  return () => {
    process.off(SIGNAL, onSignal);
  };
}
