import {
  PASSWORD_RESET_CODE_INVALID,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT_MESSAGE,
} from '@shop/contract/password-reset';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResets } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const ask = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/', payload: { email } });
const confirm = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm/', payload });
const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });

/** The newest reset message queued for `to` on `channel`. */
async function lastMessage(t: TestApp, to: string, channel: 'email' | 'sms') {
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, to),
        eq(outboxMessages.channel, channel),
        like(outboxMessages.key, 'password-reset:%'),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('forgot password by e-mail link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the same for an unknown address and queues nothing for it', async () => {
    const before = (await t.database.db.select().from(outboxMessages)).length;
    const res = await ask(t, 'nobody@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect((await t.database.db.select().from(outboxMessages)).length).toBe(before);
  });

  it('sends a single-use link that sets a new password and signs out every session', async () => {
    const customer = await t.register();
    const res = await ask(t, customer.user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    const mail = (await lastMessage(t, customer.user.email, 'email'))!;
    expect(mail.subject).toBe('Reset your password');
    const token = tokenIn(mail.bodyText)!;
    // The link goes back to the address the request came to (no PUBLIC_URL in tests).
    expect(mail.bodyText).toContain(`http://localhost:80/reset-password?token=${token}`);
    expect(mail.bodyHtml).toContain(`reset-password?token=${token}`);
    expect(mail.bodyText).toContain('30 minutes');
    expect(
      await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token)),
    ).toEqual([]);

    const done = await confirm(t, { token, password: 'brand-new-pass-9' });
    expect(done.statusCode).toBe(200);
    expect((await login(t, customer.user.username, customer.password)).statusCode).toBe(401);
    expect((await login(t, customer.user.username, 'brand-new-pass-9')).statusCode).toBe(200);
    // The session from before is over: its access token and its refresh token are refused.
    expect((await t.as(customer.access, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: customer.refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await confirm(t, { token, password: 'another-pass-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_LINK_INVALID);
  });

  it('refuses an expired link, and a link older than a newer reset once that one is used', async () => {
    const customer = await t.register();
    await ask(t, customer.user.email);
    const first = tokenIn((await lastMessage(t, customer.user.email, 'email'))!.bodyText)!;
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, customer.user.id));
    expect((await confirm(t, { token: first, password: 'brand-new-pass-9' })).json().message).toBe(
      PASSWORD_RESET_LINK_INVALID,
    );

    await ask(t, customer.user.email);
    const second = tokenIn((await lastMessage(t, customer.user.email, 'email'))!.bodyText)!;
    await ask(t, customer.user.email);
    const third = tokenIn((await lastMessage(t, customer.user.email, 'email'))!.bodyText)!;
    expect((await confirm(t, { token: third, password: 'brand-new-pass-9' })).statusCode).toBe(200);
    expect((await confirm(t, { token: second, password: 'brand-new-pass-8' })).statusCode).toBe(400);
  });

  it('sends at most five links an hour to one address, answering the same', async () => {
    const customer = await t.register();
    for (let i = 0; i < 7; i++) expect((await ask(t, customer.user.email)).statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, customer.user.id));
    expect(rows).toHaveLength(5);
  });

  it('refuses a password the rules refuse', async () => {
    const res = await confirm(t, { token: 'x'.repeat(43), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('password');
  });
});

describe('forgot password with an SMS code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AT_USERNAME: 'sandbox', AT_API_KEY: 'test-key', FORM_RATE_LIMIT: '40' });
  });
  afterAll(() => t.close());

  it('texts a code to the profile phone that works with the e-mail address, five wrong tries at most', async () => {
    const customer = await t.register({ phone: '0754 333 444' });
    await ask(t, customer.user.email);
    const sms = (await lastMessage(t, '255754333444', 'sms'))!;
    const code = /code is (\d{6})/.exec(sms.bodyText)![1]!;
    expect(sms.bodyText.length).toBeLessThanOrEqual(160);
    expect((await lastMessage(t, customer.user.email, 'email'))!.bodyText).toContain(
      'We also sent a code to your phone',
    );

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await confirm(t, {
      email: customer.user.email,
      code: wrong,
      password: 'brand-new-pass-9',
    });
    expect(refused.json()).toMatchObject({ message: PASSWORD_RESET_CODE_INVALID });
    expect(
      (await confirm(t, { email: customer.user.email, code, password: 'brand-new-pass-9' })).statusCode,
    ).toBe(200);
    expect((await login(t, customer.user.username, 'brand-new-pass-9')).statusCode).toBe(200);

    await ask(t, customer.user.email);
    const next = /code is (\d{6})/.exec((await lastMessage(t, '255754333444', 'sms'))!.bodyText)![1]!;
    const other = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await confirm(t, { email: customer.user.email, code: other, password: 'x-brand-new-1' });
    // Guessed too often: even the right code no longer works; the link still would.
    expect(
      (await confirm(t, { email: customer.user.email, code: next, password: 'x-brand-new-1' })).statusCode,
    ).toBe(400);
  });

  it('sends no SMS to a number that is not a Tanzanian mobile', async () => {
    const customer = await t.register({ phone: '20 7946 0958', country_code: '+44' });
    await ask(t, customer.user.email);
    expect(await lastMessage(t, customer.user.email, 'email')).toBeDefined();
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), like(outboxMessages.recipient, '44%')));
    expect(sms).toEqual([]);
  });

  it('limits requests per client like the public forms', async () => {
    const limited = await buildTestApp({ FORM_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await ask(limited, 'someone@example.com')).statusCode);
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
