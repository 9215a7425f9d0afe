import type { AuthResponse, User } from '@shop/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { MAX_FAILURES_PER_USERNAME } from './service';

let t: TestApp;
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
    ['password', { password: '123' }, 'Password must be at least 6 characters long'],
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

    const replay = await post('/api/auth/refresh/', { refresh });
    expect(replay.statusCode).toBe(401);
    expect((await post('/api/auth/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
  });

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
    expect(short.json().fields.new_password).toEqual(['New password must be at least 6 characters long']);

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
