import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
import { stubServer } from '#web/test/stub-server.ts';
import { createApiClient } from './http-client';

const unauthenticated = {
  status: 401,
  data: { status: 401, code: 'unauthenticated', message: 'Token expired' },
};

function signedIn(access = 'old-access', refresh = 'old-refresh') {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the stored access token as a Bearer header', async () => {
    signedIn();
    const server = stubServer(() => ({ status: 200, data: { ok: true } }));
    const api = createApiClient({ adapter: server.adapter });

    await api.get('/orders/');

    expect(server.sent).toEqual([
      { method: 'GET', url: '/orders/', auth: 'Bearer old-access', body: undefined },
    ]);
  });

  it('on a 401 refreshes once, stores the rotated pair and retries with the new token', async () => {
    signedIn();
    const server = stubServer((config) => {
      if (config.url === '/auth/refresh/')
        return { status: 200, data: { access: 'new-access', refresh: 'new-refresh' } };
      return config.headers.get('Authorization') === 'Bearer new-access'
        ? { status: 200, data: { orders: [] } }
        : unauthenticated;
    });
    const api = createApiClient({ adapter: server.adapter });

    const response = await api.get('/orders/');

    expect(response.data).toEqual({ orders: [] });
    expect(server.sent).toEqual([
      { method: 'GET', url: '/orders/', auth: 'Bearer old-access', body: undefined },
      { method: 'POST', url: '/auth/refresh/', auth: undefined, body: { refresh: 'old-refresh' } },
      { method: 'GET', url: '/orders/', auth: 'Bearer new-access', body: undefined },
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
  });

  it('shares one refresh between concurrent 401s', async () => {
    signedIn();
    const server = stubServer((config) => {
      if (config.url === '/auth/refresh/')
        return { status: 200, data: { access: 'new-access', refresh: 'new-refresh' } };
      return config.headers.get('Authorization') === 'Bearer new-access'
        ? { status: 200, data: config.url }
        : unauthenticated;
    });
    const api = createApiClient({ adapter: server.adapter });

    const answers = await Promise.all([
      api.get('/orders/'),
      api.get('/fursa/cart/'),
      api.get('/fursa/wishlist/'),
    ]);

    expect(answers.map((a) => a.data)).toEqual(['/orders/', '/fursa/cart/', '/fursa/wishlist/']);
    expect(server.sent.filter((r) => r.url === '/auth/refresh/')).toHaveLength(1);
  });

  it('retries only once: a second 401 is final', async () => {
    signedIn();
    const server = stubServer((config) =>
      config.url === '/auth/refresh/'
        ? { status: 200, data: { access: 'new-access', refresh: 'new-refresh' } }
        : unauthenticated,
    );
    const api = createApiClient({ adapter: server.adapter });

    await expect(api.get('/orders/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.sent.map((r) => r.url)).toEqual(['/orders/', '/auth/refresh/', '/orders/']);
  });

  it('when the refresh is refused, clears both tokens and reports the expired session', async () => {
    signedIn();
    const onSessionExpired = vi.fn();
    const server = stubServer(() => unauthenticated);
    const api = createApiClient({ adapter: server.adapter, onSessionExpired });

    await expect(api.get('/orders/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not redirect for requests that opt out, such as the session probe', async () => {
    signedIn();
    const onSessionExpired = vi.fn();
    const server = stubServer(() => unauthenticated);
    const api = createApiClient({ adapter: server.adapter, onSessionExpired });

    await expect(api.get('/auth/user/', { authRedirect: false })).rejects.toBeInstanceOf(AxiosError);

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for a failed sign-in', async () => {
    signedIn();
    const onSessionExpired = vi.fn();
    const server = stubServer(() => ({
      status: 401,
      data: { status: 401, code: 'unauthenticated', message: 'Invalid username or password' },
    }));
    const api = createApiClient({ adapter: server.adapter, onSessionExpired });

    await expect(
      api.post('/auth/login/', { username: 'a', password: 'b' }, { skipAuth: true }),
    ).rejects.toBeInstanceOf(AxiosError);

    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.auth).toBeUndefined();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('old-refresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
