import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function subscribe(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe/', payload: payload as object });
}

describe('newsletter', () => {
  it('adds a new address and accepts a repeat in any case without a second row, answering alike', async () => {
    const first = await subscribe({ email: '  Zawadi@Example.com ' });
    const again = await subscribe({ email: 'ZAWADI@example.COM' });
    // The same status, headers that matter and body: a stranger cannot tell who is subscribed.
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "You've been added to our newsletter." });
    }
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);

    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['zawadi@example.com']);
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const results = await Promise.all([
      subscribe({ email: 'twice@example.com' }),
      subscribe({ email: 'Twice@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.filter((r) => r.email === 'twice@example.com')).toHaveLength(1);
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

  it('rejects an address that would tamper a mail link', async () => {
    const res = await subscribe({ email: 'zawadi@example.com?cc=all%40example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('answers an address built to make the pattern backtrack at once', async () => {
    // A domain of a million dots used to block the event loop for about half an hour.
    const started = performance.now();
    const res = await subscribe({ email: `a@${'.'.repeat(1_000_000)}@` });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Email must be at most 254 characters'] });
    // Generous: a pattern that backtracks takes seconds at a hundredth of this length.
    expect(elapsed).toBeLessThan(1000);
  });

  it('rejects an over-long address and unknown fields', async () => {
    expect((await subscribe({ email: `${'x'.repeat(250)}@example.com` })).statusCode).toBe(400);
    expect((await subscribe({ email: 'ok@example.com', name: 'x' })).statusCode).toBe(400);
  });
});
