import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
/** A second API process on the same database, as behind a load balancer. */
let second: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ FORM_RATE_LIMIT: '2' });
  second = await t.anotherApp();
});
afterAll(() => t.close());

const contact = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact/',
    remoteAddress: ip,
    payload: { name: 'Juma', email: 'juma@example.com', message: 'Is the Serengeti trip open in March?' },
  });

describe('public form rate limit', () => {
  it('accepts FORM_RATE_LIMIT contact messages per IP and hour, then answers 429 in the error shape', async () => {
    expect((await contact(t.app, '10.0.0.1')).statusCode).toBe(201);
    expect((await contact(t.app, '10.0.0.1')).statusCode).toBe(201);
    const third = await contact(t.app, '10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(third.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    // Another client has a counter of its own.
    expect((await contact(t.app, '10.0.0.2')).statusCode).toBe(201);
  });

  it('limits newsletter sign-ups on their own counter', async () => {
    const subscribe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        remoteAddress: '10.0.1.1',
        payload: { email },
      });
    await contact(t.app, '10.0.1.1');
    expect((await subscribe('a@example.com')).statusCode).toBe(200);
    expect((await subscribe('b@example.com')).statusCode).toBe(200);
    expect((await subscribe('c@example.com')).statusCode).toBe(429);
  });

  it('holds across API processes that share the database', async () => {
    expect((await contact(t.app, '10.0.2.1')).statusCode).toBe(201);
    expect((await contact(second, '10.0.2.1')).statusCode).toBe(201);
    expect((await contact(t.app, '10.0.2.1')).statusCode).toBe(429);
    expect((await contact(second, '10.0.2.1')).statusCode).toBe(429);
  });

  it('counts again from one once the window has passed', async () => {
    const ip = '10.0.3.1';
    await contact(t.app, ip);
    await contact(t.app, ip);
    expect((await contact(t.app, ip)).statusCode).toBe(429);
    const mine = sql`${rateLimitHits.key} like ${`POST /api/contact% ${ip}`}`;
    await t.database.db
      .update(rateLimitHits)
      .set({ windowStartedAt: sql`now() - interval '61 minutes'` })
      .where(mine);
    expect((await contact(t.app, ip)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(rateLimitHits).where(mine);
    expect(rows.map((r) => r.hits)).toEqual([1]);
  });
});
