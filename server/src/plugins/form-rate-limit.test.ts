import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ FORM_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

describe('public form rate limit', () => {
  it('accepts FORM_RATE_LIMIT contact messages per IP and hour, then answers 429 in the error shape', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { name: 'Juma', email: 'juma@example.com', message: 'Is the Serengeti trip open in March?' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(third.json().message).toMatch(/^Too many requests\. Please try again in /);
  });

  it('limits newsletter sign-ups on their own counter', async () => {
    const subscribe = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe/', payload: { email } });
    expect((await subscribe('a@example.com')).statusCode).toBe(201);
    expect((await subscribe('b@example.com')).statusCode).toBe(201);
    expect((await subscribe('c@example.com')).statusCode).toBe(429);
  });
});
