import { TokenPair } from '@shop/contract/auth';
import { withCatalogueLang } from '@shop/contract/locale-path';
import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_BASE_URL,
  API_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  UNAVAILABLE_RETRY_DELAYS_MS,
} from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { apiAdapterOverride } from './api-adapter';
import { isApiRequestError } from './api-request-error';
import { tokens } from './session-tokens';

type RefreshOutcome =
  | { kind: 'renewed'; access: string }
  | { kind: 'rejected' }
  | { kind: 'unreachable'; error: unknown };

type ApiClientOptions = {
  adapter?: AxiosAdapter;
  /** Called when a request that needed a session finds it expired for good. */
  onSessionExpired?: () => void;
  /** The waits before each new try of a request with an idempotency key (tests: none). */
  retryDelaysMs?: readonly number[];
};

/**
 * A 502 or 503 (Caddy found no process to answer, or one died with the request: docs/deploy.md), or
 * no answer at all: the request may or may not have been done. Not a cancellation by the app.
 */
function unavailable(error: AxiosError): boolean {
  if (error.response) return error.response.status === 502 || error.response.status === 503;
  return error.code !== AxiosError.ERR_CANCELED;
}

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export function createApiClient({
  adapter,
  onSessionExpired,
  retryDelaysMs = UNAVAILABLE_RETRY_DELAYS_MS,
}: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: API_BASE_URL,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });

  // One refresh for every request that got a 401 meanwhile: the refresh token rotates, so a
  // second concurrent refresh would present an already revoked token and end the session.
  let refreshing: Promise<RefreshOutcome> | null = null;

  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const refresh = tokens.refresh();
      if (!refresh) return { kind: 'rejected' };
      try {
        const { data } = await client.post('/auth/refresh/', { refresh }, { skipAuth: true });
        const pair = TokenPair.parse(data);
        tokens.set(pair);
        return { kind: 'renewed', access: pair.access };
      } catch (error) {
        // No answer at all (offline, timeout) says nothing about the session: keep the tokens.
        if (isApiRequestError(error) && !error.response) return { kind: 'unreachable', error };
        return { kind: 'rejected' };
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  client.interceptors.request.use((config) => {
    // Public catalogue reads come in the page's language (docs/i18n.md).
    if (config.url && (config.method ?? 'get').toLowerCase() === 'get') {
      config.url = withCatalogueLang(config.url, apiLocale());
    }
    const access = config.skipAuth ? null : tokens.access();
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isApiRequestError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    if (config.skipAuth || config.authRetried) throw error;

    const current = tokens.access();
    let access: string;
    if (current && current !== bearerOf(config)) {
      // Another request renewed the session while this one was in flight.
      access = current;
    } else {
      const outcome = await refreshSession();
      if (outcome.kind === 'unreachable') throw outcome.error;
      if (outcome.kind === 'rejected') {
        tokens.clear();
        if (config.authRedirect !== false) onSessionExpired?.();
        throw error;
      }
      access = outcome.access;
    }
    config.authRetried = true;
    config.headers.set('Authorization', `Bearer ${access}`);
    return client.request(config);
  });

  // docs/deploy.md: Caddy sends again only what never reached a process, or a GET; a POST on a
  // kept-alive connection to a process that just died comes back 502. One that carries an
  // idempotency key goes again with the same key, the server answering a repeat as the first.
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isApiRequestError(error) || !error.config) throw error;
    const config = error.config;
    const tries = config.unavailableRetries ?? 0;
    const delay = retryDelaysMs[tries];
    if (delay === undefined || !config.headers.has(IDEMPOTENCY_KEY_HEADER) || !unavailable(error)) {
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    config.unavailableRetries = tries + 1;
    return client.request(config);
  });

  return client;
}

function sendToSignIn(): void {
  if (window.location.pathname !== paths.auth.href()) window.location.assign(paths.auth.href());
}

const networkAdapter = axios.getAdapter(axios.defaults.adapter);

/** The app's one client; tests and the server render answer its requests themselves (setApiAdapter). */
export const api = createApiClient({
  onSessionExpired: sendToSignIn,
  adapter: (config) => (apiAdapterOverride() ?? networkAdapter)(config),
});
