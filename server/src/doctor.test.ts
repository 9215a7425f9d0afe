import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapDatabase } from './bootstrap';
import { loadConfig } from './config';
import { products, users } from './db/schema';
import { doctorFindings } from './doctor';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { makeBackupRun } from './test/builders';
import { makeVfdRegistration } from './test/receipt-steps';

const CHEAP_HASHES = { PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_PASSES: '1' };
const CONFIGURED = {
  ...CHEAP_HASHES,
  STRIPE_SECRET_KEY: 'sk_test_doctor',
  SMTP_URL: 'smtp://shop:secret@mail.example.com:587',
  AT_USERNAME: 'igsumfursa',
  AT_API_KEY: 'at-key',
  PUBLIC_URL: 'https://shop.example.com',
  TRUST_PROXY: 'loopback',
  ADMIN_PASSWORD: 'a long and unusual admin passphrase',
  SEED_DEMO: 'false',
  // docs/receipts.md: a VFD's settings; the certificate is read only when the shop starts.
  VFD_URL: 'https://vfd.tra.go.tz',
  VFD_TIN: '123456789',
  VFD_CERT_FILE: fileURLToPath(import.meta.url),
  VFD_CERT_PASSWORD: 'pfx-password',
  VFD_CERT_SERIAL: '1a2b3c',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A shop's first start on a fresh database with `env`, then what the doctor says of it. */
async function firstStart(env: Record<string, string>) {
  t = await buildTestApp();
  const config = loadConfig({ DATA_DIR: t.dataDir, ...env });
  await bootstrapDatabase(t.database.db, config);
  if (config.vfd) await makeVfdRegistration(t.database.db);
  return { config, checks: async () => (await doctorFindings(config, t!.database.db)).map((f) => f.check) };
}

describe('npm run doctor', () => {
  it('flags every item on a demo start', async () => {
    const { checks } = await firstStart(CHEAP_HASHES);
    expect(await checks()).toEqual([
      'payments',
      'smtp',
      'sms',
      'public-url',
      'trust-proxy',
      'demo-catalogue',
      'admin-password',
      'vfd',
    ]);
  });

  it('flags nothing on a configured shop, which SEED_DEMO=false starts without the demo catalogue', async () => {
    const { checks } = await firstStart(CONFIGURED);
    expect(await checks()).toEqual([]);
    const db = t!.database.db;
    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(0);
    expect(
      await db.select({ username: users.username }).from(users).where(eq(users.isSuperuser, true)),
    ).toEqual([{ username: 'admin' }]);
  });

  it('flags an admin with a common password, a short ADMIN_PASSWORD, or the generated one never changed', async () => {
    const { config, checks } = await firstStart({ ...CONFIGURED, ADMIN_PASSWORD: 'short-pw1' });
    expect(await checks()).toEqual(['admin-password']);

    const other = await t!.register({ password: 'password123' });
    await t!.database.db.update(users).set({ isStaff: true }).where(eq(users.id, other.user.id));
    const [finding] = await doctorFindings(
      { ...config, admin: { ...config.admin, password: undefined } },
      t!.database.db,
    );
    // Without ADMIN_PASSWORD now, the first admin still has the password the first start generated.
    expect(finding?.message).toContain('admin: still the generated first-start password');
    expect(finding?.message).toContain(other.user.username);
  });

  it('flags backups that are off, failing, or older than two days', async () => {
    const { config, checks } = await firstStart({ ...CONFIGURED, BACKUP_TIME: 'off' });
    expect(await checks()).toEqual(['backups']);

    const scheduled = { ...config, backups: { ...config.backups, daily: { hour: 3, minute: 0 } } };
    const db = t!.database.db;
    await makeBackupRun(db, { hoursAgo: 60 });
    expect((await doctorFindings(scheduled, db)).map((f) => f.message)).toEqual([
      expect.stringContaining('more than two days ago'),
    ]);
    await makeBackupRun(db, { hoursAgo: 1, error: 'disk full' });
    expect((await doctorFindings(scheduled, db)).map((f) => f.message)).toEqual([
      expect.stringContaining('the last backup failed (disk full)'),
    ]);
    await makeBackupRun(db, { hoursAgo: 0 });
    expect(await doctorFindings(scheduled, db)).toEqual([]);
  });

  // The script makes a new embedded database in a child process: on a loaded machine that takes
  // well over the suite's 30 s.
  it('runs as a script: lists what is not ready and exits 1', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-doctor-'));
    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'doctor-cli.ts');
    try {
      const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', cli], {
          env: { ...process.env, DATA_DIR: dataDir, ...CHEAP_HASHES },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => {
          output += d;
        });
        child.stderr.on('data', (d) => {
          output += d;
        });
        child.on('exit', (code) => resolve({ code, output }));
      });
      expect(output).toContain('Not ready for production:');
      for (const check of ['payments', 'smtp', 'sms', 'public-url', 'trust-proxy']) {
        expect(output).toContain(`  - ${check}: `);
      }
      expect(code).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // docs/deploy.md's command, on the example settings file shipped in deploy/ as it comes: its
  // comments and MAIL_FROM's spaces and `&` broke `env $(cat ... | xargs)`.
  it('reads the service settings file given as the documented command gives it', {
    timeout: 120_000,
  }, async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const example = fs.readFileSync(path.join(root, 'deploy/shop.env.example'));
    // As the unit gives each process its own (and so nothing lands in the checkout's ./data).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-doctor-'));
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('npm', ['run', 'doctor', '--', '--environment-file', '-'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      child.on('exit', (code) => resolve({ code, output }));
      child.stdin.end(example);
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(output).toContain(
      '  - placeholders: ADMIN_PASSWORD, AT_API_KEY, AT_USERNAME, DATABASE_URL, JWT_SECRET, METRICS_TOKEN, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VFD_CERT_PASSWORD, VFD_CERT_SERIAL, VFD_TIN still hold CHANGE-ME',
    );
    // The example's placeholder secrets are too short for the shop to start with.
    expect(output).toContain('JWT_SECRET: must be at least 32 characters');
    expect(code).toBe(2);
  });
});
