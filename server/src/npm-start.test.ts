import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseImageKey } from './db/database-image';
import { freePort, newShopSetup, npmStartArgs, processTree, REPOSITORY_ROOT } from './test/shop-process';

const serverEntry = path.join(REPOSITORY_ROOT, 'server/dist/main.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-npm-start-'));
// This file's own database image (docs/first-start.md, "The database image"), not the one other
// runs of `npm start` on this checkout share.
const imageDir = path.join(work, 'image');
const started: ChildProcess[] = [];

afterAll(() => {
  // The whole tree: a start that failed this test may have left a server below the started process.
  for (const shop of started) {
    for (const { pid } of shop.pid ? processTree(shop.pid) : []) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * `npm start` on a new data folder (with `env` on top), up to its first healthy answer: what it
 * printed, and every process seen below it meanwhile, by pid. An exited one awaiting collection by
 * a busy parent shows an empty command line: its last one is kept.
 */
async function startShop(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, npmStartArgs(), {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      DATA_DIR: fs.mkdtempSync(path.join(work, 'data-')),
      DATABASE_IMAGE_DIR: imageDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const seen = new Map<number, string>();
  const health = await vi
    .waitFor(
      async () => {
        // An exited shop will not come up: stop waiting at once rather than at the deadline.
        if (child.exitCode !== null) return null;
        for (const { pid, command } of processTree(child.pid!)) if (command) seen.set(pid, command);
        const res = await fetch(`http://127.0.0.1:${port}/api/health/`);
        if (!res.ok) throw new Error(`health answered ${res.status}`);
        return (await res.json()) as { data: { products: number } };
      },
      // A web build when web/dist is missing, the server's build, then a first start.
      { timeout: 230_000, interval: 50 },
    )
    .catch(() => null);
  if (!health) throw new Error(`the shop did not come up:\n${output}`);
  /** The processes seen whose command line names first-start.mjs, each with its arguments. */
  const firstStarts = () => [...seen].filter(([, command]) => command.includes('first-start.mjs'));
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
  return { child, health, output: () => output, firstStarts, stop };
}

describe('npm start on a fresh PGlite data folder', () => {
  it('creates the database in a process that exits and leaves one process, the server', async () => {
    // A build older than every source, as after a pull: this start builds the server with esbuild,
    // whose service process must not outlive the build (docs/first-start.md).
    if (fs.existsSync(serverEntry)) fs.utimesSync(serverEntry, 0, 0);
    const shop = await startShop({});
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);
    expect(fs.statSync(serverEntry).mtimeMs).toBeGreaterThan(0);

    // No image yet: first-start.mjs made it in a child of the server, gone since; the new folder
    // is a copy of it.
    const creators = shop.firstStarts();
    expect(creators.map(([, command]) => command).join('\n')).toContain('--image');
    for (const [pid] of creators) expect(processTree(pid)).toEqual([]);
    expect(fs.readFileSync(path.join(imageDir, 'key'), 'utf8').trim()).toBe(databaseImageKey());
    // What stays is the process npm start ran, serving the shop itself: no wrapper's child, no
    // esbuild service.
    expect(processTree(shop.child.pid!).map(({ pid }) => pid)).toEqual([shop.child.pid]);
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('copies a fresh image: no initdb, no migration, no child process', async () => {
    const shop = await startShop({});
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);
    expect(shop.firstStarts()).toEqual([]);
    expect(processTree(shop.child.pid!).map(({ pid }) => pid)).toEqual([shop.child.pid]);
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('never copies an image made from other migrations: it is made again', async () => {
    // An image of another key whose files would not even open: copied, the start would fail.
    fs.writeFileSync(path.join(imageDir, 'key'), 'made from other migrations\n');
    fs.rmSync(path.join(imageDir, 'pglite/base'), { recursive: true });
    const shop = await startShop({});
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(
      shop
        .firstStarts()
        .map(([, command]) => command)
        .join('\n'),
    ).toContain('--image');
    expect(fs.readFileSync(path.join(imageDir, 'key'), 'utf8').trim()).toBe(databaseImageKey());
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('creates the database as before when no image can be made', async () => {
    // A folder below a file cannot be made.
    const blocked = path.join(work, 'a-file');
    fs.writeFileSync(blocked, '');
    const shop = await startShop({ DATABASE_IMAGE_DIR: path.join(blocked, 'image') });
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toContain('no database image: creating the database without one');
    const creators = shop.firstStarts().map(([, command]) => command);
    expect(creators.some((command) => !command.includes('--image'))).toBe(true);
    expect(await shop.stop()).toBe(0);
  }, 240_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm start on a fresh PostgreSQL database', () => {
  it('migrates and seeds it in its own process: no PGlite image is made or used', async () => {
    const setup = await newShopSetup(process.env.TEST_DATABASE_URL);
    const pgImage = path.join(work, 'postgres-image');
    try {
      const shop = await startShop({ ...setup.env, DATABASE_IMAGE_DIR: pgImage });
      expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
      expect(shop.firstStarts()).toEqual([]);
      expect(fs.existsSync(pgImage)).toBe(false);
      expect(await shop.stop()).toBe(0);
    } finally {
      await setup.cleanUp();
    }
  }, 240_000);
});
