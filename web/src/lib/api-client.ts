// The app's door to the API, light enough for a public page's first visit: axios and the session
// refresh (http-client.ts) load with the first request, which a server-rendered page often never
// makes (docs/server-rendering.md).
import type { TokenPair } from '@shop/contract/auth';
import type { AxiosAdapter, AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { z } from 'zod';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../config/constants';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no token and never refresh: sign-in, registration and the refresh call itself. */
    skipAuth?: boolean;
    /** When the session cannot be renewed, send the browser to sign in (default true). */
    authRedirect?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is final. */
    authRetried?: boolean;
  }
}

/** The session tokens (docs/sessions.md: kept in localStorage under access_token and refresh_token). */
export const tokens = {
  // The server's render has no storage: it draws every page for a visitor (docs/server-rendering.md).
  access: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(REFRESH_TOKEN_KEY),
  set(pair: z.infer<typeof TokenPair>): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, pair.access);
    localStorage.setItem(REFRESH_TOKEN_KEY, pair.refresh);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};

/** axios's own test, without loading axios: a failed request it made. */
export function isApiRequestError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

let adapterOverride: AxiosAdapter | undefined;

/** Answers the app's requests with `adapter` instead of the network (tests, the server render); undefined restores it. */
export function setApiAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

export function apiAdapterOverride(): AxiosAdapter | undefined {
  return adapterOverride;
}

let client: Promise<typeof import('./http-client')> | undefined;
async function http() {
  client ??= import('./http-client');
  return (await client).api;
}

/** The methods of the app's axios instance, loading it with the first call. */
export const api = {
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).get<T>(url, config),
  delete: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await http()).delete<T>(url, config),
  post: async <T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>> => (await http()).post<T>(url, data, config),
  put: async <T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>> => (await http()).put<T>(url, data, config),
};
