import { isAxiosError } from 'axios';
import { errorMessage, fieldErrors } from '../../../../lib/api-client';

/** The HTTP status of a failed request, or undefined when no answer came. */
export function statusOf(err: unknown): number | undefined {
  return isAxiosError(err) ? err.response?.status : undefined;
}

/**
 * docs/forms-and-messages.md for admin forms: the server's message, followed by its field errors joined as
 * `field: message` so the admin sees which input the server refused; else `fallback`.
 */
export function describeError(err: unknown, fallback: string): string {
  const message = errorMessage(err, fallback);
  const fields = Object.entries(fieldErrors(err)).map(
    ([field, messages]) => `${field}: ${messages.join(', ')}`,
  );
  return fields.length > 0 ? `${message} ${fields.join('; ')}` : message;
}
