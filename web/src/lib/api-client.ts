// The app's door to the API, light enough for a public page's first visit: axios and the session
// refresh (http-client.ts) load with the first request, which a server-rendered page often never
// makes (docs/server-rendering.md).
// The tokens, the adapter seam and the error test sit in files of their own, which http-client.ts
// imports too, so the two clients do not import each other.
import type { AxiosRequestConfig, AxiosResponse } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no token and never refresh: sign-in, registration and the refresh call itself. */
    skipAuth?: boolean;
    /** When the session cannot be renewed, send the browser to sign in (default true). */
    authRedirect?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is final. */
    authRetried?: boolean;
    /** How many times a request with an idempotency key was sent again after a 502, 503 or no answer. */
    unavailableRetries?: number;
  }
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
