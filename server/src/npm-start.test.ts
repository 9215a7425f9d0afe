import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, npmStartArgs, processTree, REPOSITORY_ROOT } from './test/shop-process';

const serverEntry = path.join(REPOSITORY_ROOT, 'server/dist/main.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-npm-start-'));
let shop: ChildProcess | undefined;

afterAll(() => {
  // The whole tree: a start that failed this test may have left a server below the started process.
  for (const { pid } of shop?.pid ? processTree(shop.pid) : []) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh PGlite data folder', () => {
  it('creates the database in a process that exits and leaves one process, the server', async () => {
    // A build older than every source, as after a pull: this start builds the server with esbuild,
    // whose service process must not outlive the build (docs/first-start.md).
    if (fs.existsSync(serverEntry)) fs.utimesSync(serverEntry, 0, 0);
    const port = await freePort();
    const child = spawn(process.execPath, npmStartArgs(), {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop = child;
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });

    // Every process seen below `npm start`'s node while the shop comes up, by pid. An exited one
    // awaiting collection by a busy parent shows an empty command line: its last one is kept.
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
    expect(health.data.products).toBeGreaterThanOrEqual(24);
    expect(output).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);
    expect(fs.statSync(serverEntry).mtimeMs).toBeGreaterThan(0);

    // The database was made by first-start.mjs in a child of the server, gone since.
    const creators = [...seen].filter(([, command]) => command.includes('first-start.mjs'));
    expect(creators.length).toBeGreaterThan(0);
    for (const [pid] of creators) expect(processTree(pid)).toEqual([]);
    // What stays is the process npm start ran, serving the shop itself: no wrapper's child, no
    // esbuild service.
    expect(processTree(child.pid!).map(({ pid }) => pid)).toEqual([child.pid]);

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});
