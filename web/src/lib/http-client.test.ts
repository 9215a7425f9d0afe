import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, IDEMPOTENCY_KEY_HEADER, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
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

  describe('a process that died behind Caddy (docs/deploy.md)', () => {
    type Answer = number | 'no answer';
    /** Answers each request with the next of `answers`, recording its key and body. */
    function network(answers: Answer[]) {
      const sent: { key: unknown; body: unknown }[] = [];
      const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
        sent.push({ key: config.headers.get(IDEMPOTENCY_KEY_HEADER), body: JSON.parse(String(config.data)) });
        const answer = answers.shift() ?? 500;
        if (answer === 'no answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
        const response: AxiosResponse = {
          status: answer,
          statusText: '',
          data: { answer },
          headers: {},
          config,
        };
        if (answer >= 400) {
          throw new AxiosError(`status ${answer}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
        }
        return response;
      };
      return { sent, api: createApiClient({ adapter, retryDelaysMs: [0, 0] }) };
    }
    const order = { order_type: 'fursa', payment_method: 'cash_on_delivery' };
    const keyed = { headers: { [IDEMPOTENCY_KEY_HEADER]: 'order-7f3a' } };

    it('sends a request with an idempotency key again, with the same key, after a 502 or no answer', async () => {
      const { sent, api } = network([502, 'no answer', 201]);

      const response = await api.post('/orders/', order, keyed);

      expect(response.status).toBe(201);
      expect(sent).toEqual([
        { key: 'order-7f3a', body: order },
        { key: 'order-7f3a', body: order },
        { key: 'order-7f3a', body: order },
      ]);
    });

    it('gives up after two more tries, and never retries what the server refused', async () => {
      const down = network([503, 503, 503, 201]);
      await expect(down.api.post('/orders/', order, keyed)).rejects.toMatchObject({
        response: { status: 503 },
      });
      expect(down.sent).toHaveLength(3);

      const refused = network([409, 201]);
      await expect(refused.api.post('/orders/', order, keyed)).rejects.toMatchObject({
        response: { status: 409 },
      });
      expect(refused.sent).toHaveLength(1);
    });

    it('never sends again a POST without a key: the first may have been done', async () => {
      const { sent, api } = network([502, 201]);

      await expect(api.post('/orders/', order)).rejects.toMatchObject({ response: { status: 502 } });

      expect(sent).toEqual([{ key: undefined, body: order }]);
    });
  });
});
