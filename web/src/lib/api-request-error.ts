import type { AxiosError } from 'axios';

/** axios's own test, without loading axios: a failed request it made. */
export function isApiRequestError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
