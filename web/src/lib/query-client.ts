import { QueryClient } from '@tanstack/react-query';
import { QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from '#web/config/constants.ts';
import { isApiRequestError } from './api-request-error';

/** A 4xx answer will not change on a retry; only failures without an answer or 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isApiRequestError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
