import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildDatabaseImage, databaseImageKey } from './db/database-image';
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
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const child = spawn(process.execPath, npmStartArgs(), {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
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
  const firstStarts = [...seen.values()].filter((command) => command.includes('first-start.mjs'));
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };
  return {
    child,
    health,
    /** What it printed so far (log lines are written in batches: read it late). */
    output: () => output,
    /** The folder PGlite's files are in. */
    pglite: path.join(dataDir, 'pglite'),
    /** Whether first-start.mjs ran to make the image (`--image`), and to create the data folder's database. */
    children: {
      image: firstStarts.some((command) => command.includes('--image')),
      seed: firstStarts.some((command) => !command.includes('--image')),
    },
    /** The pids of those first-start.mjs processes. */
    firstStartPids: [...seen]
      .filter(([, command]) => command.includes('first-start.mjs'))
      .map(([pid]) => pid),
    stop,
  };
}

/**
 * The database system identifier initdb gave a PGlite folder (the first 8 bytes of pg_control): a
 * folder copied from the image has the image's, a folder made by initdb a new one.
 */
const systemIdentifier = (pgliteDir: string) =>
  fs.readFileSync(path.join(pgliteDir, 'global/pg_control')).subarray(0, 8).toString('hex');
const imageIdentifier = () => systemIdentifier(path.join(imageDir, 'pglite'));
const imageKey = () => fs.readFileSync(path.join(imageDir, 'key'), 'utf8').trim();

describe('npm start on a fresh PGlite data folder', () => {
  it('makes the image in a process that exits and leaves one process, the server', async () => {
    // A build older than every source, as after a pull: this start builds the server with esbuild,
    // whose service process must not outlive the build (docs/first-start.md).
    if (fs.existsSync(serverEntry)) fs.utimesSync(serverEntry, 0, 0);
    const shop = await startShop({});
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);
    expect(fs.statSync(serverEntry).mtimeMs).toBeGreaterThan(0);
    // The server render's build is React's production one whatever NODE_ENV the caller had (this
    // test's is `test`, and on a new clone this start is what builds it): a production start has
    // no development JSX, and would send every page as the shell.
    const renderer = path.join(REPOSITORY_ROOT, 'web/dist-server/entry-server.js');
    expect(fs.readFileSync(renderer, 'utf8')).not.toContain('jsxDEV');

    // No image yet: first-start.mjs made it in a child of the server, gone since; the server copied
    // it and made the admin itself. The bundle's key is the sources' (the demo catalogue's part is
    // hashed by scripts/build-server.mjs for the bundle).
    expect(shop.children).toEqual({ image: true, seed: false });
    for (const pid of shop.firstStartPids) expect(processTree(pid)).toEqual([]);
    expect(imageKey()).toBe(databaseImageKey());
    expect(systemIdentifier(shop.pglite)).toBe(imageIdentifier());
    // What stays is the process npm start ran, serving the shop itself: no wrapper's child, no
    // esbuild service.
    expect(processTree(shop.child.pid!).map(({ pid }) => pid)).toEqual([shop.child.pid]);
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('copies a fresh image: no initdb, no migration, no seeding, no child; nothing secret shared', async () => {
    // Made by the test above; made here when it failed before making it.
    await buildDatabaseImage(imageDir);
    const shops = [];
    for (const _ of [1, 2]) {
      const shop = await startShop({});
      expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
      expect(shop.children).toEqual({ image: false, seed: false });
      expect(systemIdentifier(shop.pglite)).toBe(imageIdentifier());
      expect(processTree(shop.child.pid!).map(({ pid }) => pid)).toEqual([shop.child.pid]);
      expect(await shop.stop()).toBe(0);
      shops.push({
        password: /Admin account created: username "admin", password "([\w-]{12,})"/.exec(shop.output())?.[1],
        jwtSecret: fs.readFileSync(path.join(path.dirname(shop.pglite), 'jwt-secret'), 'utf8'),
      });
    }
    // Two shops from one image: each its own admin password and its own signing secret.
    const [a, b] = shops;
    expect(a!.password).toBeDefined();
    expect(b!.password).toBeDefined();
    expect(a!.password).not.toBe(b!.password);
    expect(a!.jwtSecret).not.toBe(b!.jwtSecret);
  }, 240_000);

  it('copies the image without the demo catalogue when SEED_DEMO=false', async () => {
    await buildDatabaseImage(imageDir);
    const shop = await startShop({ SEED_DEMO: 'false' });
    expect(shop.health.data.products).toBe(0);
    expect(shop.output()).toMatch(/Admin account created: username "admin"/);
    expect(shop.children).toEqual({ image: false, seed: false });
    expect(systemIdentifier(shop.pglite)).toBe(imageIdentifier());
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('never copies an image made from other migrations: it is made again', async () => {
    // An image of another key whose files would not even open: copied, the start would fail.
    fs.writeFileSync(path.join(imageDir, 'key'), 'made from other migrations\n');
    fs.rmSync(path.join(imageDir, 'pglite/base'), { recursive: true });
    const before = imageIdentifier();
    const shop = await startShop({});
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.children).toEqual({ image: true, seed: false });
    expect(imageKey()).toBe(databaseImageKey());
    expect(imageIdentifier()).not.toBe(before);
    expect(systemIdentifier(shop.pglite)).toBe(imageIdentifier());
    expect(await shop.stop()).toBe(0);
  }, 240_000);

  it('creates the database as before when no image can be made', async () => {
    // A folder below a file cannot be made.
    const blocked = path.join(work, 'a-file');
    fs.writeFileSync(blocked, '');
    const shop = await startShop({ DATABASE_IMAGE_DIR: path.join(blocked, 'image') });
    expect(shop.health.data.products).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toContain('no database image: creating the database without one');
    expect(shop.children.seed).toBe(true);
    expect(systemIdentifier(shop.pglite)).not.toBe(imageIdentifier());
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
      expect(shop.children).toEqual({ image: false, seed: false });
      expect(fs.existsSync(pgImage)).toBe(false);
      expect(await shop.stop()).toBe(0);
    } finally {
      await setup.cleanUp();
    }
  }, 240_000);
});
