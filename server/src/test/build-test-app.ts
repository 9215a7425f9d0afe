import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@shop/contract/auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openPglite } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { scratchPostgres } from './scratch-postgres';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Registers a customer and returns their tokens and user. */
  register(overrides?: Partial<Record<string, string>>): Promise<AuthResponse & { password: string }>;
  /** A customer promoted to admin (both flags), signed in. */
  admin(): Promise<AuthResponse>;
  /** inject() with a Bearer token. */
  as(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Another API process of the same shop, as behind a load balancer: the same database, data
   * folder and JWT secret, with `env` on top of this app's settings. Closed by close().
   */
  anotherApp(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

/**
 * A fresh database for one test file, copied from the migrated template global-setup.ts made:
 * PGlite in a temporary folder, or, when TEST_DATABASE_URL is set, a new PostgreSQL database
 * created on that server and dropped afterwards.
 */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const templateDir = inject('pgliteTemplateDir');
    if (!templateDir) throw new Error('no PGlite template: run the tests through vitest.config.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-db-'));
    fs.cpSync(templateDir, dir, { recursive: true });
    return {
      database: await openPglite(dir),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no PostgreSQL template: run the tests through vitest.config.ts');
  return scratchPostgres(url, template);
}

let counter = 0;

/**
 * `env` overrides settings and `logger` receives the request logs (none by default); public
 * forms and bookings are not rate-limited unless a test asks for it, and passwords are hashed at
 * the lowest cost.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { logger }: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const settings = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FORM_RATE_LIMIT: '1000000',
    BOOKING_RATE_LIMIT: '1000000',
    // argon2's floor instead of 19 MiB x 2 passes per sign-up; passwords.test.ts checks the real cost.
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_PASSES: '1',
    // No timer racing the tests: they run the reconciliation pass themselves.
    MOBILE_MONEY_RECONCILE_SECONDS: '0',
    OUTBOX_POLL_SECONDS: '0',
    HOLD_SWEEP_SECONDS: '0',
    ALERT_CHECK_SECONDS: '0',
    VFD_POLL_SECONDS: '0',
    REFUND_POLL_SECONDS: '0',
    ...env,
  };
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config: loadConfig(settings), database, jwtSecret, logger });
  await app.ready();
  const others: FastifyInstance[] = [];

  const register: TestApp['register'] = async (overrides = {}) => {
    counter += 1;
    const username = overrides.username ?? `customer${counter}_${randomBytes(3).toString('hex')}`;
    const body = {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass-1',
      full_name: 'Test Customer',
      phone: '712 345 678',
      country_code: '+255',
      ...overrides,
    };
    const res = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: body });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    return { ...(res.json() as AuthResponse), password: body.password };
  };

  return {
    app,
    database,
    dataDir,
    register,
    async admin() {
      const customer = await register();
      await database.db
        .update(users)
        .set({ isStaff: true, isSuperuser: true })
        .where(eq(users.id, customer.user.id));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: customer.user.username, password: customer.password },
      });
      return res.json() as AuthResponse;
    },
    as: (token, opts) =>
      app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } }),
    async anotherApp(more = {}) {
      const other = await buildApp({ config: loadConfig({ ...settings, ...more }), database, jwtSecret });
      others.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
