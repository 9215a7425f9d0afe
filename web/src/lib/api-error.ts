import { ErrorBody } from '@shop/contract/errors';
import { isAxiosError } from 'axios';

/** Any failed request, as a screen needs it: what to say, and which inputs the server refused. */
export type ApiError = {
  /** The HTTP status, or null when no answer came (offline, timeout) or the error is not a request's. */
  status: number | null;
  /** The contract's error code (`ERROR_CODES` or a module's own), when the server sent one. */
  code: string | null;
  message: string;
  /** Per-field messages of a 400, keyed by the body's field names. */
  fields: Record<string, string[]>;
};

const DEFAULT_FALLBACK = 'Something went wrong. Please try again.';

/**
 * docs/forms-and-messages.md: the server's message when it sent one (a plain-text body counts,
 * an HTML page does not),
 * axios's own when no answer came ("Network Error", "timeout of 10000ms exceeded"), else
 * `fallback`.
 */
export function toApiError(err: unknown, fallback = DEFAULT_FALLBACK): ApiError {
  if (!isAxiosError(err)) return { status: null, code: null, message: fallback, fields: {} };
  const response = err.response;
  if (!response) return { status: null, code: null, message: err.message || fallback, fields: {} };
  const body = ErrorBody.partial().safeParse(response.data);
  const text = typeof response.data === 'string' ? response.data.trim() : '';
  // A proxy's HTML error page is no message for a person.
  if (text !== '' && !text.startsWith('<')) {
    return { status: response.status, code: null, message: text, fields: {} };
  }
  return {
    status: response.status,
    code: (body.success && body.data.code) || null,
    message: (body.success && body.data.message) || fallback,
    fields: (body.success && body.data.fields) || {},
  };
}

/** The refused fields as one line, `field: message, message; field: message`, for a form's summary. */
export function fieldSummary(fields: ApiError['fields']): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}
