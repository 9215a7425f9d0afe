import {
  PASSWORD_RESET_CODE_INVALID,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_UNAVAILABLE,
} from '@shop/contract/password-reset';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkWarnings, loadConfig } from '#server/config.ts';
import { auditLog, outboxMessages, passwordResets } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

/** A reset request, and the work it starts after answering (docs/messages.md, "Forgot password"). */
async function ask(t: TestApp, email: string, more: Partial<InjectOptions> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/',
    payload: { email },
    ...more,
  });
  await t.app.backgroundTasks.settled();
  return res;
}
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
    // No PUBLIC_URL outside production: the server's own port on localhost.
    expect(mail.bodyText).toContain(`http://localhost:8000/reset-password?token=${token}`);
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

describe('links in reset messages (docs/messages.md, "Links in messages")', () => {
  const hostile = { headers: { host: 'attacker.example' } };

  it('never takes the link from Host: the localhost address outside production', async () => {
    const t = await buildTestApp();
    try {
      const customer = await t.register();
      expect((await ask(t, customer.user.email, hostile)).statusCode).toBe(202);
      const mail = (await lastMessage(t, customer.user.email, 'email'))!;
      expect(mail.bodyText).toMatch(
        /^Choose a new password: http:\/\/localhost:8000\/reset-password\?token=/m,
      );
      expect(mail.bodyText + mail.bodyHtml).not.toContain('attacker.example');
    } finally {
      await t.close();
    }
  });

  it('links to PUBLIC_URL, whatever Host or a trusted proxy X-Forwarded-Host say', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://shop.example/', TRUST_PROXY: 'true' });
    try {
      const customer = await t.register();
      await ask(t, customer.user.email, hostile);
      await ask(t, customer.user.email, {
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
      });
      const mails = await t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.recipient, customer.user.email), eq(outboxMessages.kind, 'password_reset')),
        );
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.bodyText).toContain('https://shop.example/reset-password?token=');
        expect(mail.bodyText + mail.bodyHtml).not.toContain('attacker.example');
      }
    } finally {
      await t.close();
    }
  });

  it('in production without PUBLIC_URL sends nothing, answers every address alike and says so at start', async () => {
    const env = { NODE_ENV: 'production' };
    expect(linkWarnings(loadConfig(env))).toEqual([expect.stringMatching(/PUBLIC_URL is not set/)]);
    expect(linkWarnings(loadConfig({ ...env, PUBLIC_URL: 'https://shop.example' }))).toEqual([]);
    const t = await buildTestApp(env);
    try {
      const customer = await t.register();
      const known = await ask(t, customer.user.email, hostile);
      const unknown = await ask(t, 'nobody@example.com', hostile);
      expect(known.statusCode).toBe(503);
      expect(known.json()).toEqual({ status: 503, code: 'unavailable', message: PASSWORD_RESET_UNAVAILABLE });
      expect(unknown.json()).toEqual(known.json());
      expect(await t.database.db.select().from(passwordResets)).toEqual([]);
      expect(await lastMessage(t, customer.user.email, 'email')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('the answer does not depend on the account (docs/messages.md, "Forgot password")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers before the account is looked up: a failure of that work cannot reach the answer', async () => {
    const customer = await t.register();
    // A database that refuses every reset: the work fails, after the answer has gone.
    await t.database.db.execute(sql`
      create function refuse_resets() returns trigger language plpgsql as $$
      begin raise exception 'resets refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_resets before insert on password_resets for each row execute function refuse_resets()`,
    );
    try {
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/',
        payload: { email: customer.user.email },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/',
        payload: { email: 'nobody@example.com' },
      });
      await t.app.backgroundTasks.settled();
      expect(known.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      expect(await t.database.db.select().from(passwordResets)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_resets on password_resets`);
      await t.database.db.execute(sql`drop function refuse_resets()`);
    }
  });
});

describe('password changes are audit-logged and told to the account (docs/sessions.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AT_USERNAME: 'sandbox', AT_API_KEY: 'test-key' });
  });
  afterAll(() => t.close());

  const logged = (userId: number) =>
    t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(auditLog.id);
  const notices = (to: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.kind, 'password_changed')));

  it('logs the request, each wrong code and the reset, and sends a "password changed" e-mail and SMS', async () => {
    const customer = await t.register({ phone: '0754 111 222' });
    await ask(t, customer.user.email);
    const code = /code is (\d{6})/.exec((await lastMessage(t, '255754111222', 'sms'))!.bodyText)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    await confirm(t, { email: customer.user.email, code: wrong, password: 'brand-new-pass-9' });
    expect(await notices(customer.user.email)).toEqual([]);
    expect(
      (await confirm(t, { email: customer.user.email, code, password: 'brand-new-pass-9' })).statusCode,
    ).toBe(200);

    expect(await logged(customer.user.id)).toEqual([
      { action: 'password.reset_requested', actorId: customer.user.id, details: {} },
      { action: 'password.reset_failed', actorId: customer.user.id, details: { by: 'code', attempt: 1 } },
      { action: 'password.reset', actorId: customer.user.id, details: {} },
    ]);
    const [mail] = await notices(customer.user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your password was changed' });
    expect(mail!.bodyText).toContain('with a password reset');
    const [sms] = await notices('255754111222');
    expect(sms!.bodyText).toMatch(/password was just changed/);
    expect(sms!.bodyText.length).toBeLessThanOrEqual(160);
  });

  it('logs a change from the profile and tells the account, once per change', async () => {
    const customer = await t.register({ phone: '0754 111 333' });
    const change = (current: string, next: string, token: string) =>
      t.as(token, {
        method: 'PUT',
        url: '/api/auth/profile/',
        payload: {
          username: customer.user.username,
          email: customer.user.email,
          current_password: current,
          new_password: next,
        },
      });
    const first = await change(customer.password, 'first-new-pass-1', customer.access);
    expect(first.statusCode).toBe(200);
    expect((await change('first-new-pass-1', 'second-new-pass-2', first.json().access)).statusCode).toBe(200);
    expect((await logged(customer.user.id)).map((r) => r.action)).toEqual([
      'password.changed',
      'password.changed',
    ]);
    const mails = await notices(customer.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.bodyText).toContain('from the account settings');
    expect(await notices('255754111333')).toHaveLength(2);
  });

  // The embedded database runs one statement at a time, so the race shows against PostgreSQL
  // (TEST_DATABASE_URL): there a read-compare-count let 27 of these 30 guesses be compared.
  it('counts thirty parallel guesses at one code as five, then the right code is refused', async () => {
    const customer = await t.register({ phone: '0754 111 444' });
    await ask(t, customer.user.email);
    const code = /code is (\d{6})/.exec((await lastMessage(t, '255754111444', 'sms'))!.bodyText)![1]!;
    const wrongs = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongs.map((wrong) =>
        confirm(t, { email: customer.user.email, code: wrong, password: 'brand-new-pass-9' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(wrongs.map(() => 400));
    const [reset] = await t.database.db
      .select({ attempts: passwordResets.codeAttempts })
      .from(passwordResets)
      .where(eq(passwordResets.userId, customer.user.id));
    expect(reset!.attempts).toBe(5);
    const failures = (await logged(customer.user.id)).filter((r) => r.action === 'password.reset_failed');
    expect(failures).toHaveLength(5);
    const right = await confirm(t, { email: customer.user.email, code, password: 'brand-new-pass-9' });
    expect(right.json()).toMatchObject({ message: PASSWORD_RESET_CODE_INVALID });
  });
});
