import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { profiles, users } from './db/schema';
import { seedDemoData } from './db/seed/seed-demo-data';
import { PRIVATE_DIR_MODE } from './lib/private-files';
import { passwordHasher } from './modules/auth/passwords';

/** JWT_SECRET, or a secret generated on the first start and kept in the data folder. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type BootstrapResult = { seeded: false } | { seeded: true; generatedPassword: string | undefined };

/**
 * On an empty database (no users at all), creates the admin and, unless SEED_DEMO=false, loads the
 * demo catalogue, in one transaction; on any later start it changes nothing.
 */
export async function bootstrapDatabase(db: Db, config: Config): Promise<BootstrapResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const generatedPassword = config.admin.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await passwordHasher(config.passwordHashCost).hash(
    config.admin.password ?? generatedPassword!,
  );
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        username: config.admin.username,
        email: config.admin.email,
        passwordHash,
        isStaff: true,
        isSuperuser: true,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: admin!.id, fullName: 'Shop Administrator' });
    if (config.seedDemo) await seedDemoData(tx);
  });
  return { seeded: true, generatedPassword };
}

/**
 * Creates a new PGlite database in `dir` and bootstraps it (first-start.ts) in a child process that
 * exits when done, so the server's own process starts as on any later day (docs/first-start.md).
 * `prepare`, when given, runs here while the child loads its modules; the child opens `dir` after.
 */
export function bootstrapInChildProcess(dir: string, prepare?: () => void): Promise<BootstrapResult> {
  return runFirstStart<BootstrapResult>([dir], `Creating the database in ${dir}`, prepare);
}

/** Makes the database image (first-start.ts --image) in a child process that exits when done. */
export async function buildDatabaseImageInChildProcess(): Promise<void> {
  await runFirstStart<unknown>(['--image'], 'Building the database image');
}

/** What first-start.ts --when-told sends once it waits for the server's go. */
export const READY = 'ready for the folder';

function runFirstStart<T>(args: string[], what: string, prepare?: () => void): Promise<T> {
  // Beside this module: first-start.ts in the sources, first-start.mjs beside the compiled main.mjs.
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `first-start${path.extname(self)}`);
  return new Promise((resolve, reject) => {
    // The child runs as this process does (its execArgv): through tsx from the sources.
    const child = fork(script, prepare ? [...args, '--when-told'] : args);
    // The child's modules take a few hundred ms to load: time enough to prepare the folder. It
    // asks once it listens (a message sent before would be lost) and starts on the answer.
    try {
      prepare?.();
    } catch (err) {
      child.kill();
      reject(err);
      return;
    }
    let result: { value: T } | undefined;
    child.on('message', (message) => {
      if (message === READY) child.send('go');
      else result = { value: message as T };
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result && code === 0) resolve(result.value);
      else reject(new Error(`${what} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
