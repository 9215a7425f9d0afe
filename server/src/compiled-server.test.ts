import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module script of the repository, without type declarations
import { buildServer } from '../../scripts/build-server.mjs';

// Inside the repository, so the bundle finds node_modules as server/dist/main.mjs does.
const cacheDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const outDir = fs.mkdtempSync(path.join(cacheDir, 'shop-compiled-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compiled-data-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the server's output matches `pattern`, or fails with what it printed. */
async function waitFor(output: () => string, pattern: RegExp, exited: () => boolean) {
  const match = await vi
    .waitFor(
      () => {
        const found = pattern.exec(output());
        // An exited server prints nothing more: stop waiting at once rather than at the deadline.
        if (found || exited()) return found;
        throw new Error('not yet');
      },
      { timeout: 60_000, interval: 50 },
    )
    .catch(() => null);
  if (!match) throw new Error(`never printed ${pattern}:\n${output()}`);
  return match;
}

describe('the compiled server (what npm start runs)', () => {
  it('runs with plain node: migrates, seeds with its images, prints the admin password and serves the shop', async () => {
    await buildServer(outDir);
    child = spawn(process.execPath, [path.join(outDir, 'main.mjs')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    const exited = () => child?.exitCode !== null;
    await waitFor(() => output, /Admin account created: username "admin", password "[^"]{8,}"/, exited);
    const [, url] = await waitFor(() => output, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/, exited);

    const products = await fetch(`${url}/api/fursa/products/`);
    expect(products.status).toBe(200);
    const page = (await products.json()) as { count: number; results: { image_url: string | null }[] };
    expect(page.count).toBeGreaterThan(0);
    const image = page.results.find((p) => p.image_url?.startsWith('/media/'))?.image_url;
    expect(image).toBeDefined();
    expect((await fetch(`${url}${image}`)).status).toBe(200);

    // One log line per request, for cached answers too.
    await fetch(`${url}/api/fursa/products/`);
    child.kill('SIGTERM');
    await new Promise((resolve) => child?.once('exit', resolve));
    const requestLines = output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"url":"/api/fursa/products/"'));
    expect(requestLines.length).toBe(2);
    for (const line of requestLines) {
      expect(JSON.parse(line)).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/fursa/products/', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
      });
    }
    // A whole server process built, migrated and seeded: its own waits allow a minute each, and
    // on a busy machine beside the rest of the suite it took over the default 30 s once.
  }, 150_000);
});
