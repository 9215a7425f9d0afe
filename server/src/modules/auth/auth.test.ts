import { type AuthResponse, PASSWORD_MIN_LENGTH, type User } from '@shop/contract/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME } from './login-attempts';
import { passwordHasher } from './passwords';
import { AuthService } from './service';
import { accessTokens } from './tokens';

let t: TestApp;
/** Test-only hash cost: any argon2id hash verifies, whatever its cost. */
const CHEAP_HASH = { memoryKib: 64, passes: 1 };
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const validSignUp = {
  username: 'amani',
  email: 'Amani@Example.com',
  password: 'kilimanjaro',
  full_name: 'Amani Mushi',
  phone: '712 345 678',
};

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

/** A sign-in as it arrives from `remoteAddress`, optionally through another app's settings. */
function loginFrom(
  remoteAddress: string,
  payload: { username: string; password: string },
  opts: { app?: FastifyInstance; forwardedFor?: string; cookie?: string } = {},
) {
  return (opts.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress,
    payload,
    headers: {
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });
}

/** The device cookie a sign-in answer sets, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(/^shop_device=[^;]+; Path=\/api\/auth\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return set.split(';')[0]!;
}

describe('register', () => {
  it('creates a customer, signs them in and returns the user with the nested profile', async () => {
    const res = await post('/api/auth/register/', validSignUp);
    expect(res.statusCode).toBe(201);
    const body = res.json() as AuthResponse;
    expect(body.access).toBeTruthy();
    expect(body.refresh).toBeTruthy();
    expect(body.user).toMatchObject({
      username: 'amani',
      email: 'amani@example.com',
      full_name: 'Amani Mushi',
      phone: '712 345 678',
      country_code: '+255',
      is_staff: false,
      is_superuser: false,
      profile: { full_name: 'Amani Mushi', country_code: '+255', is_staff: false, is_superuser: false },
    });
    const me = await t.as(body.access, { method: 'GET', url: '/api/auth/user/' });
    expect(me.statusCode).toBe(200);
    expect((me.json() as User).username).toBe('amani');
  });

  it('refuses a taken username or e-mail, whatever their case', async () => {
    const res = await post('/api/auth/register/', {
      ...validSignUp,
      username: 'AMANI',
      email: 'AMANI@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: {
        username: ['A user with that username already exists.'],
        email: ['A user with that email already exists.'],
      },
    });
  });

  it.each([
    ['full_name', { full_name: '   ' }, 'Please enter your full name to create an account'],
    ['phone', { phone: '' }, 'Please enter your phone number with country code to create an account'],
    ['country_code', { country_code: '255' }, 'Country code looks like +255'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['password', { password: '1234567' }, 'Password must be at least 8 characters long'],
  ])('rejects a bad %s with a field error', async (field, change, message) => {
    const res = await post('/api/auth/register/', { ...validSignUp, username: `u_${field}`, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
  });

  it('never lets a sign-up make itself staff', async () => {
    const res = await post('/api/auth/register/', { ...validSignUp, username: 'sneaky', is_staff: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.non_field_errors ?? res.json().fields['']).toBeUndefined();
    expect(res.json().message).toMatch(/is_staff/);
  });
});

describe('login', () => {
  it('signs in by username, case-insensitively, and returns the user', async () => {
    const res = await post('/api/auth/login/', { username: 'Amani', password: 'kilimanjaro' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AuthResponse;
    expect(body.user.email).toBe('amani@example.com');
    expect(body.access).toBeTruthy();
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const wrong = await post('/api/auth/login/', { username: 'amani', password: 'wrong-password' });
    const unknown = await post('/api/auth/login/', { username: 'nobody', password: 'whatever' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'unauthenticated',
        message: 'Invalid username or password.',
      });
    }
  });

  it('requires username and password', async () => {
    const res = await post('/api/auth/login/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('locks a username after repeated failures, even for the right password', async () => {
    const victim = await t.register();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      const res = await post('/api/auth/login/', { username: victim.user.username, password: 'guess-guess' });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login/', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens: a used one is refused', async () => {
    const { refresh } = await t.register();
    const first = await post('/api/auth/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const next = first.json() as { access: string; refresh: string };
    expect(next.refresh).not.toBe(refresh);
    expect((await t.as(next.access, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(200);

    expect((await post('/api/auth/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
  });

  it('a rotated-away refresh token presented again ends that whole session', async () => {
    const { refresh } = await t.register();
    const next = (await post('/api/auth/refresh/', { refresh })).json() as { refresh: string };
    const replay = await post('/api/auth/refresh/', { refresh });
    expect(replay.statusCode).toBe(401);
    // Whoever holds the newer token (the owner or a thief) must sign in again.
    expect((await post('/api/auth/refresh/', { refresh: next.refresh })).statusCode).toBe(401);
  });

  it("a replayed refresh token ends only its own session, not the user's others", async () => {
    const c = await t.register();
    const other = (
      await post('/api/auth/login/', { username: c.user.username, password: c.password })
    ).json();
    await post('/api/auth/refresh/', { refresh: c.refresh });
    expect((await post('/api/auth/refresh/', { refresh: c.refresh })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
  });

  // Needs a second connection to hold the change open: PostgreSQL (TEST_DATABASE_URL) only; the
  // embedded database runs one transaction at a time, so there the two cannot interleave at all.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a refresh during a password change waits for it and is refused after it',
    async () => {
      const c = await t.register();
      let answered = false;
      let refreshing: Promise<{ statusCode: number }> | undefined;
      await t.database.db.transaction(async (tx) => {
        // A password change holds the user row from its first write to its commit.
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, c.user.id));
        refreshing = post('/api/auth/refresh/', { refresh: c.refresh }).then((res) => {
          answered = true;
          return res;
        });
        await vi.waitFor(async () => {
          const waiting: unknown = await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          const [row] = (waiting as { rows: { n: number }[] }).rows;
          expect(answered || row!.n > 0).toBe(true);
        });
        expect(answered).toBe(false);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.userId, c.user.id));
      });
      expect((await refreshing!).statusCode).toBe(401);
      const live = await t.database.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, c.user.id), isNull(refreshTokens.revokedAt)));
      expect(live).toEqual([]);
    },
  );

  it('logout revokes the refresh token', async () => {
    const { refresh } = await t.register();
    expect((await post('/api/auth/logout/', { refresh })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('needs a valid access token for the current user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(401);
    const forged = await t.as('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged', {
      method: 'GET',
      url: '/api/auth/user/',
    });
    expect(forged.statusCode).toBe(401);
    const { refresh } = await t.register();
    // A refresh token is not an access token.
    expect((await t.as(refresh, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(401);
  });
});

describe('profile update', () => {
  async function update(token: string, payload: object) {
    return t.as(token, { method: 'PUT', url: '/api/auth/profile/', payload });
  }

  it('updates the username, e-mail and nested profile', async () => {
    const c = await t.register();
    const res = await update(c.access, {
      username: `${c.user.username}_new`,
      email: 'new-address@example.com',
      profile: { full_name: 'Neema Kimaro', phone: '754 000 111', country_code: '+254', address: 'Arusha' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: `${c.user.username}_new`,
      email: 'new-address@example.com',
      full_name: 'Neema Kimaro',
      country_code: '+254',
      profile: { address: 'Arusha', phone: '754 000 111' },
    });
  });

  it('needs the current password for a new one and checks it', async () => {
    const c = await t.register();
    const base = { username: c.user.username, email: c.user.email };
    const missing = await update(c.access, { ...base, new_password: 'brand-new-pass' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.current_password).toEqual([
      'Current password is required to change password',
    ]);

    const wrong = await update(c.access, {
      ...base,
      current_password: 'nope',
      new_password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.current_password).toEqual(['Current password is incorrect']);

    const short = await update(c.access, { ...base, current_password: c.password, new_password: '123' });
    expect(short.json().fields.new_password).toEqual(['New password must be at least 8 characters long']);

    const ok = await update(c.access, {
      ...base,
      current_password: c.password,
      new_password: 'brand-new-pass',
    });
    expect(ok.statusCode).toBe(200);
    const login = await post('/api/auth/login/', { username: c.user.username, password: 'brand-new-pass' });
    expect(login.statusCode).toBe(200);
    // Other sessions end with a new password.
    expect((await post('/api/auth/refresh/', { refresh: c.refresh })).statusCode).toBe(401);
  });

  it('never lets a user change their own is_staff or is_superuser', async () => {
    const c = await t.register();
    const base = { username: c.user.username, email: c.user.email };
    for (const payload of [
      { ...base, is_staff: true, is_superuser: true },
      { ...base, profile: { is_staff: true, is_superuser: true } },
    ]) {
      expect((await update(c.access, payload)).statusCode).toBe(400);
    }
    const me = (await t.as(c.access, { method: 'GET', url: '/api/auth/user/' })).json() as User;
    expect(me.is_staff).toBe(false);
    expect(me.is_superuser).toBe(false);
  });

  it('refuses a username another user has', async () => {
    const a = await t.register();
    const b = await t.register();
    const res = await update(b.access, { username: a.user.username.toUpperCase(), email: b.user.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.username).toEqual(['A user with that username already exists.']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/',
      payload: { username: 'x', email: 'x@y.z' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password rules and sessions after a password change', () => {
  it('asks new passwords for at least PASSWORD_MIN_LENGTH (8) characters', async () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const res = await post('/api/auth/register/', {
      ...validSignUp,
      username: 'seven_chars',
      email: 'seven@example.com',
      password: 'abcdefg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual(['Password must be at least 8 characters long']);
  });

  it('still signs in an account made under the old 6-character minimum', async () => {
    const c = await t.register();
    await t.database.db
      .update(users)
      .set({ passwordHash: await passwordHasher(CHEAP_HASH).hash('abc123') })
      .where(eq(users.id, c.user.id));
    const res = await loginFrom('192.0.2.90', { username: c.user.username, password: 'abc123' });
    expect(res.statusCode).toBe(200);
  });

  it('a new password ends access tokens issued before it; this device gets a new session', async () => {
    const c = await t.register();
    const other = (
      await post('/api/auth/login/', { username: c.user.username, password: c.password })
    ).json();
    const res = await t.as(c.access, {
      method: 'PUT',
      url: '/api/auth/profile/',
      payload: {
        username: c.user.username,
        email: c.user.email,
        current_password: c.password,
        new_password: 'another-pass-9',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as User & { access: string; refresh: string };
    for (const stale of [c.access, other.access]) {
      const me = await t.as(stale, { method: 'GET', url: '/api/auth/user/' });
      expect(me.statusCode).toBe(401);
    }
    expect((await t.as(body.access, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh/', { refresh: body.refresh })).statusCode).toBe(200);
  });

  it('a profile change without a new password keeps the session and returns no tokens', async () => {
    const c = await t.register();
    const res = await t.as(c.access, {
      method: 'PUT',
      url: '/api/auth/profile/',
      payload: { username: c.user.username, email: c.user.email, profile: { address: 'Moshi' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access');
    expect((await t.as(c.access, { method: 'GET', url: '/api/auth/user/' })).statusCode).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('counts parallel guesses before checking them: only the limit get a verdict', async () => {
    const victim = await t.register();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        loginFrom('192.0.2.30', { username: victim.user.username, password: 'wrong-guess' }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_USERNAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_FAILURES_PER_USERNAME);
    const right = await loginFrom('192.0.2.30', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it('an attacker guessing from one address does not lock the owner out from another', async () => {
    const victim = await t.register();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME + 2; i++) {
      const res = await loginFrom('203.0.113.66', { username: victim.user.username, password: `guess-${i}` });
      expect(res.statusCode).toBe(i < MAX_FAILURES_PER_USERNAME ? 401 : 429);
    }
    const owner = await loginFrom('198.51.100.7', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(owner.statusCode).toBe(200);
    const attacker = await loginFrom('203.0.113.66', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(attacker.statusCode).toBe(429);
  });

  it('the admin is not locked out by guesses from elsewhere', async () => {
    const admin = await t.admin();
    const username = admin.user.username;
    // t.admin() promotes a customer registered with the test app's default password.
    const cookie = deviceCookieOf(await loginFrom('198.51.100.8', { username, password: 'secret-pass-1' }));
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT * 3; i++) {
      await loginFrom(`203.0.113.${100 + (i % 2)}`, { username, password: `guess-${i}` });
    }
    expect(
      (await loginFrom('198.51.100.8', { username, password: 'secret-pass-1' }, { cookie })).statusCode,
    ).toBe(200);
  });

  it('limits guesses spread over many addresses per account, except from a browser that signed in to it before', async () => {
    const victim = await t.register();
    const owner = { username: victim.user.username, password: victim.password };
    const cookie = deviceCookieOf(await loginFrom('192.0.2.120', owner));
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (await loginFrom(`198.51.100.${100 + i}`, { ...owner, password: `guess-${i}` })).statusCode,
      );
    }
    expect(answers).toEqual(answers.map((_, i) => (i < MAX_FAILURES_PER_ACCOUNT ? 401 : 429)));
    // The password itself, from an address and a browser the account has not seen: refused.
    expect((await loginFrom('203.0.113.150', owner)).statusCode).toBe(429);
    // A cookie for another account, or a forged one, is no device cookie of this account.
    const other = await t.register();
    const otherCookie = deviceCookieOf(
      await loginFrom('192.0.2.121', { username: other.user.username, password: other.password }),
    );
    expect((await loginFrom('203.0.113.151', owner, { cookie: otherCookie })).statusCode).toBe(429);
    const forged = cookie.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await loginFrom('203.0.113.152', owner, { cookie: forged })).statusCode).toBe(429);
    // The owner's browser keeps its own allowance, from any address.
    expect((await loginFrom('203.0.113.153', owner, { cookie })).statusCode).toBe(200);
  });

  it('bounds the attempts from one address over many usernames', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const res = await loginFrom('203.0.113.77', { username: `nobody${i}`, password: 'password1' });
      expect(res.statusCode).toBe(401);
    }
    const next = await loginFrom('203.0.113.77', { username: 'somebody', password: 'password1' });
    expect(next.statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 network, not by single addresses', async () => {
    const victim = await t.register();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      const res = await loginFrom(`2001:db8:5:6::${(i + 1).toString(16)}`, {
        username: victim.user.username,
        password: 'wrong-guess',
      });
      expect(res.statusCode).toBe(401);
    }
    const fresh = await loginFrom('2001:db8:5:6:ffff:1:2:3', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(fresh.statusCode).toBe(429);
    const elsewhere = await loginFrom('2001:db8:5:7::1', {
      username: victim.user.username,
      password: victim.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a sign-in that cannot be counted gets no verdict on the password', async () => {
    const victim = await t.register();
    await t.database.db.execute(sql`alter table login_attempts rename to login_attempts_away`);
    try {
      const wrong = await loginFrom('192.0.2.44', {
        username: victim.user.username,
        password: 'wrong-guess',
      });
      const right = await loginFrom('192.0.2.44', {
        username: victim.user.username,
        password: victim.password,
      });
      for (const res of [wrong, right]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Invalid username or password.');
      }
    } finally {
      await t.database.db.execute(sql`alter table login_attempts_away rename to login_attempts`);
    }
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true: one hop)', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await t.anotherApp({ TRUST_PROXY: 'true' });
  });

  it('counts a forwarded-for value that is no IP address against the proxy, never answering 500', async () => {
    const victim = await t.register();
    const junk = '9'.repeat(80);
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      const res = await loginFrom(
        '10.0.0.1',
        { username: victim.user.username, password: 'wrong-guess' },
        { app: proxied, forwardedFor: `${junk}${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const right = await loginFrom(
      '10.0.0.1',
      { username: victim.user.username, password: victim.password },
      { app: proxied, forwardedFor: `${junk}x` },
    );
    expect(right.statusCode).toBe(429);
  });

  it('believes the address the proxy added, not what the client wrote before it', async () => {
    const victim = await t.register();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      const res = await loginFrom(
        '10.0.0.1',
        { username: victim.user.username, password: 'wrong-guess' },
        { app: proxied, forwardedFor: `198.51.100.${i}, 203.0.113.20` },
      );
      expect(res.statusCode).toBe(401);
    }
    const spoofed = await loginFrom(
      '10.0.0.1',
      { username: victim.user.username, password: victim.password },
      { app: proxied, forwardedFor: '198.51.100.99, 203.0.113.20' },
    );
    expect(spoofed.statusCode).toBe(429);
    const owner = await loginFrom(
      '10.0.0.1',
      { username: victim.user.username, password: victim.password },
      { app: proxied, forwardedFor: '203.0.113.21' },
    );
    expect(owner.statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('refuses a taken username or e-mail before spending a password hash on it', async () => {
    const existing = await t.register();
    const res = await post('/api/auth/register/', {
      ...validSignUp,
      username: 'someone_new',
      email: existing.user.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toEqual(['A user with that email already exists.']);

    // The same sign-up through a service whose hasher counts its work.
    const hasher = passwordHasher(CHEAP_HASH);
    let hashes = 0;
    const counting = {
      ...hasher,
      hash(password: string) {
        hashes += 1;
        return hasher.hash(password);
      },
    };
    const service = new AuthService(t.database.db, accessTokens('s'.repeat(32)), counting, t.app.log, false);
    await expect(
      service.register({
        ...validSignUp,
        username: 'someone_else',
        email: existing.user.email,
        country_code: '+255',
      }),
    ).rejects.toMatchObject({ status: 400, fields: { email: ['A user with that email already exists.'] } });
    expect(hashes).toBe(0);
  });

  it('limits sign-ups per client (FORM_RATE_LIMIT an hour)', async () => {
    const limited = await t.anotherApp({ FORM_RATE_LIMIT: '2' });
    const signUp = (remoteAddress: string, n: number) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/register/',
        remoteAddress,
        payload: { ...validSignUp, username: `limited_${n}`, email: `limited_${n}@example.com` },
      });
    expect((await signUp('192.0.2.81', 1)).statusCode).toBe(201);
    expect((await signUp('192.0.2.81', 2)).statusCode).toBe(201);
    const third = await signUp('192.0.2.81', 3);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many requests/);
    expect((await signUp('192.0.2.82', 4)).statusCode).toBe(201);
  });
});

describe('behind named proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  it('believes X-Forwarded-For only from those proxies, not from a client reaching the server directly', async () => {
    const proxied = await t.anotherApp({ TRUST_PROXY: '10.0.0.0/8' });
    const victim = await t.register();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      const res = await loginFrom(
        '192.0.2.55',
        { username: victim.user.username, password: 'wrong-guess' },
        { app: proxied, forwardedFor: `198.51.100.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const direct = await loginFrom(
      '192.0.2.55',
      { username: victim.user.username, password: victim.password },
      { app: proxied, forwardedFor: '198.51.100.200' },
    );
    expect(direct.statusCode).toBe(429);
    const viaProxy = await loginFrom(
      '10.1.2.3',
      { username: victim.user.username, password: victim.password },
      { app: proxied, forwardedFor: '192.0.2.55, 198.51.100.201' },
    );
    expect(viaProxy.statusCode).toBe(200);
  });
});
