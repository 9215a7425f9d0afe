import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bootstrapDatabase } from '#server/bootstrap.ts';
import { loadConfig, PRODUCTION_PASSWORD_HASH_COST } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { openConfiguredDatabase } from '#server/db/open-database.ts';
import { profiles, users } from '#server/db/schema.ts';
import { passwordHasher } from '#server/modules/auth/passwords.ts';

/**
 * The shop run the way `npm start` runs it (server/src/main.ts in a Node process of its own,
 * with its own DATA_DIR and port), for tests and benchmarks that kill, restart or load it
 * from outside.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPOSITORY_ROOT = path.dirname(SERVER_DIR);
const MAIN = path.join(SERVER_DIR, 'src/main.ts');
const START_TIMEOUT_MS = 120_000;

export type ShopSetup = {
  /** Environment of the server process; DATABASE_URL when it runs on PostgreSQL. */
  env: Record<string, string>;
  adminPassword: string;
  /** Removes the data folder and, on PostgreSQL, drops the scratch database. */
  cleanUp(): Promise<void>;
};

/**
 * A data folder and, when `postgresUrl` is given, a scratch database created on that server
 * (dropped by cleanUp). The server reads both from the returned environment.
 */
export async function newShopSetup(postgresUrl?: string): Promise<ShopSetup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const adminPassword = randomBytes(9).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    // No index.html there: the server serves the API alone.
    WEB_DIST_DIR: dataDir,
  };
  let dropDatabase = async () => {};
  if (postgresUrl) {
    const name = `shop_process_${randomBytes(6).toString('hex')}`;
    await onServer(postgresUrl, `create database ${name}`);
    const target = new URL(postgresUrl);
    target.pathname = `/${name}`;
    env.DATABASE_URL = target.toString();
    dropDatabase = () => onServer(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  return {
    env,
    adminPassword,
    async cleanUp() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens the shop's database while no server runs (PGlite allows one process at a time),
 * migrated and seeded as a first start would leave it, and closes it after `use`.
 */
export async function withShopDatabase<T>(setup: ShopSetup, use: (database: Database) => Promise<T>) {
  const config = loadConfig({ ...setup.env, LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config);
  try {
    await bootstrapDatabase(database.db, config);
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * `count` customer accounts written straight to the database, all with one password: they
 * stand for customers who registered earlier, so registration limits do not get in the way.
 */
export async function createShoppers(database: Database, count: number, prefix = 'shopper') {
  const password = randomBytes(9).toString('hex');
  const passwordHash = await passwordHasher(PRODUCTION_PASSWORD_HASH_COST).hash(password);
  const tag = randomBytes(3).toString('hex');
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}_${tag}`);
  const rows = await database.db
    .insert(users)
    .values(names.map((username) => ({ username, email: `${username}@example.com`, passwordHash })))
    .returning({ id: users.id, username: users.username });
  await database.db.insert(profiles).values(rows.map((r) => ({ userId: r.id, fullName: r.username })));
  return { usernames: names, password };
}

/** The arguments package.json's start script gives node, to run from REPOSITORY_ROOT as `npm start` does. */
export function npmStartArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8'));
  const [command, ...args] = (pkg.scripts.start as string).split(' ');
  if (command !== 'node') throw new Error(`npm start no longer runs node: ${pkg.scripts.start}`);
  return args;
}

/** `pid` and every process below it, each with its command line (Linux: read from /proc). */
export function processTree(pid: number): { pid: number; command: string }[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which may hold spaces: state, then the parent's pid.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone since the listing
    }
  }
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const [child, parent] of parents) if (parent === pids[i]) pids.push(child);
  }
  return pids.flatMap((p) => {
    try {
      return [
        { pid: p, command: fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() },
      ];
    } catch {
      return [];
    }
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the process printed, for a failure message. */
  output(): string;
  /** Sends `signal` and waits until the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
};

/**
 * Starts server/src/main.ts with node directly (no wrapper process, so a signal reaches the
 * server itself) and resolves once it printed that it listens and /api/health answers 200.
 */
export async function startShop(setup: ShopSetup): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...setup.env, PORT: String(port), PUBLIC_URL: url, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      // main.ts prints the public address once it listens.
      if (printed.includes(url)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before it listened:\n${printed}`)),
    );
  });
  const shop: ShopProcess = {
    url,
    child,
    exited,
    output: () => printed,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const timer = setTimeout(() => void shop.stop('SIGKILL'), START_TIMEOUT_MS);
  try {
    await listening;
    await untilHealthy(url, exited);
  } catch (err) {
    await shop.stop('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return shop;
}

/** Asks /api/health/ again after each answer until one is 200; gives up if the server exits. */
async function untilHealthy(url: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!gone) {
    const ok = await fetch(`${url}/api/health/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await pause();
  }
  throw new Error('the server exited before /api/health/ answered');
}

/** A short pause between two looks at a condition, leaving the CPU to the server meanwhile. */
export function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}

/** One request as the holder of `token`, with `body` sent as JSON; answers the status and raw text. */
export async function requestAs(url: string, token: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/** Signs each user in and returns their access tokens, in order. */
export async function signIn(url: string, usernames: string[], password: string): Promise<string[]> {
  const tokens: string[] = [];
  for (const username of usernames) {
    const res = await fetch(`${url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (res.status !== 200)
      throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { access: string }).access);
  }
  return tokens;
}
