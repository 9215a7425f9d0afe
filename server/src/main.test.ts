import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './test/shop-process';

const mainPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
const children: ChildProcess[] = [];

type Run = { port: number; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts main.ts on a free port: another test run on the same machine may hold any fixed one. */
async function start(env: Record<string, string> = {}): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, child, output: () => output, exited };
}

async function waitForHealth(run: Run) {
  // A deadline just under the tests' own timeout, not a count of polls: on a busy machine the
  // first start (initdb, migrations, seeding) takes many times longer than on a quiet one.
  const health = await vi
    .waitFor(
      async () => {
        // An exited server will not come up: stop waiting at once rather than at the deadline.
        if (run.child.exitCode !== null) return null;
        const res = await fetch(`http://127.0.0.1:${run.port}/api/health/`);
        if (!res.ok) throw new Error(`health answered ${res.status}`);
        return (await res.json()) as { data: { products: number; categories: number } };
      },
      { timeout: 110_000, interval: 150 },
    )
    .catch(() => null);
  if (!health) throw new Error(`server did not come up:\n${run.output()}`);
  return health;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('seeds on the first start, refuses a second process, stops cleanly and changes nothing on restart', async () => {
    const first = await start();
    const health = await waitForHealth(first);
    expect(health.data.products).toBeGreaterThanOrEqual(24);
    expect(first.output()).toMatch(/Admin account created: username "admin", password "[\w-]{12,}"/);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another server process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = await start();
    const healthAgain = await waitForHealth(again);
    expect(healthAgain.data).toEqual(health.data);
    expect(again.output()).not.toContain('Admin account created');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('takes over the lock of a killed process', async () => {
    const killed = await start();
    await waitForHealth(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = await start();
    await waitForHealth(next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 120_000);

  it('logs at a production start what `npm run doctor` lists', async () => {
    const production = await start({ NODE_ENV: 'production' });
    await waitForHealth(production);
    await vi.waitFor(
      () => {
        for (const check of [
          'payments',
          'smtp',
          'sms',
          'public-url',
          'trust-proxy',
          'demo-catalogue',
          'admin-password',
        ])
          expect(production.output()).toContain(`"check":"${check}"`);
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(production.output()).toContain('not ready for production: ');
    production.child.kill('SIGTERM');
    expect(await production.exited).toBe(0);
  }, 120_000);

  it('stops with a message naming a bad variable', async () => {
    const bad = await start({ PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  });
});
