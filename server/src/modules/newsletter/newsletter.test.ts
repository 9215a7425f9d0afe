import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function subscribe(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe/', payload: payload as object });
}

describe('newsletter', () => {
  it('adds a new address and accepts a repeat in any case without a second row', async () => {
    const first = await subscribe({ email: '  Zawadi@Example.com ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: "You've been added to our newsletter." });

    const again = await subscribe({ email: 'ZAWADI@example.COM' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: "You've been added to our newsletter." });

    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['zawadi@example.com']);
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const results = await Promise.all([
      subscribe({ email: 'twice@example.com' }),
      subscribe({ email: 'Twice@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
  });

  it.each([
    ['an empty address', { email: '' }, 'Please enter your email address'],
    ['a blank address', { email: '   ' }, 'Please enter your email address'],
    ['no address', {}, 'Please enter your email address'],
    ['an address without @', { email: 'zawadi.example.com' }, 'Please enter a valid email address'],
    ['an address with a space', { email: 'za wadi@example.com' }, 'Please enter a valid email address'],
    [
      'an address without a dot in the domain',
      { email: 'zawadi@example' },
      'Please enter a valid email address',
    ],
  ])('rejects %s', async (_name, body, message) => {
    const res = await subscribe(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { email: [message] } });
  });

  it('rejects an over-long address and unknown fields', async () => {
    expect((await subscribe({ email: `${'x'.repeat(250)}@example.com` })).statusCode).toBe(400);
    expect((await subscribe({ email: 'ok@example.com', name: 'x' })).statusCode).toBe(400);
  });
});
