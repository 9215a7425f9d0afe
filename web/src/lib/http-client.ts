import { TokenPair } from '@shop/contract/auth';
import { withCatalogueLang } from '@shop/contract/locale-path';
import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_URL, API_TIMEOUT_MS } from '#web/config/constants.ts';
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
};

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export function createApiClient({ adapter, onSessionExpired }: ApiClientOptions = {}): AxiosInstance {
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

  return client;
}

function sendToSignIn(): void {
  if (window.location.pathname !== paths.auth.path) window.location.assign(paths.auth.href());
}

const networkAdapter = axios.getAdapter(axios.defaults.adapter);

/** The app's one client; tests and the server render answer its requests themselves (setApiAdapter). */
export const api = createApiClient({
  onSessionExpired: sendToSignIn,
  adapter: (config) => (apiAdapterOverride() ?? networkAdapter)(config),
});
