import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { profiles, users } from './db/schema';
import { moveDemoCatalogueToNow, NO_PASSWORD, seedDemoData } from './db/seed/seed-demo-data';
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
 * demo catalogue, in one transaction. On a copy of the database image's demo catalogue (users, all
 * of them demo customers: docs/first-start.md), creates the admin and moves the catalogue's times
 * to now, in one transaction too. On any later start it changes nothing.
 */
export async function bootstrapDatabase(db: Db, config: Config): Promise<BootstrapResult> {
  const [row] = await db
    .select({
      users: count(),
      notDemo: sql`count(*) filter (where ${users.passwordHash} <> ${NO_PASSWORD})`.mapWith(Number),
    })
    .from(users);
  if ((row?.notDemo ?? 0) > 0) return { seeded: false };
  const fromImage = (row?.users ?? 0) > 0;
  const generatedPassword = config.admin.password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await passwordHasher(config.passwordHashCost).hash(
    config.admin.password ?? generatedPassword!,
  );
  await db.transaction(async (tx) => {
    // Before the admin: its own times are now already.
    if (fromImage) await moveDemoCatalogueToNow(tx);
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
    if (config.seedDemo && !fromImage) await seedDemoData(tx);
  });
  return { seeded: true, generatedPassword };
}

/**
 * Creates a new PGlite database in `dir` (initdb, the migrations) and bootstraps it (first-start.ts)
 * in a child process that exits when done, so the server's own process starts as on any later day
 * (docs/first-start.md): when there is no database image to copy.
 */
export function bootstrapInChildProcess(dir: string): Promise<BootstrapResult> {
  return runFirstStart<BootstrapResult>([dir], `Creating the database in ${dir}`);
}

/** Makes the database image (first-start.ts --image) in a child process that exits when done. */
export async function buildDatabaseImageInChildProcess(): Promise<void> {
  await runFirstStart<unknown>(['--image'], 'Building the database image');
}

function runFirstStart<T>(args: string[], what: string): Promise<T> {
  // Beside this module: first-start.ts in the sources, first-start.mjs beside the compiled main.mjs.
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `first-start${path.extname(self)}`);
  return new Promise((resolve, reject) => {
    // The child runs as this process does (its execArgv): through tsx from the sources.
    const child = fork(script, args);
    let result: { value: T } | undefined;
    child.on('message', (message) => {
      result = { value: message as T };
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result && code === 0) resolve(result.value);
      else reject(new Error(`${what} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
