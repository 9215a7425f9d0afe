import { isAxiosError } from 'axios';

/** The HTTP status of a failed request, or undefined when no answer came. */
export function statusOf(err: unknown): number | undefined {
  return isAxiosError(err) ? err.response?.status : undefined;
}
