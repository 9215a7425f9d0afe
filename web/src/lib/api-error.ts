import type { ErrorBody } from '@shop/contract/errors';
import type { Reason } from '@shop/contract/refusals';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { isApiRequestError } from './api-request-error';

/** Any failed request, as a screen needs it: what to say, and which inputs the server refused. */
export type ApiError = {
  /** The HTTP status, or null when no answer came (offline, timeout) or the error is not a request's. */
  status: number | null;
  /** The contract's error code (`ERROR_CODES` or a module's own), when the server sent one. */
  code: string | null;
  message: string;
  /** Per-field messages of a 400, keyed by the body's field names. */
  fields: Record<string, string[]>;
  /** The server's reason by name, which the page says in its language (docs/i18n.md, "Server reasons"). */
  reason: Reason | null;
};

/** What a failure with no reason says; the form shell says it in the page's language. */
export const DEFAULT_FALLBACK = 'Something went wrong. Please try again.';

/**
 * docs/forms-and-messages.md: the server's message when it sent one (a plain-text body counts),
 * axios's own when no answer came ("Network Error", "timeout of 10000ms exceeded"), else
 * `fallback`. axios speaks English only: a page in another language says `fallback` instead
 * (docs/i18n.md).
 */
export function toApiError(err: unknown, fallback = DEFAULT_FALLBACK): ApiError {
  if (!isApiRequestError(err))
    return { status: null, code: null, message: fallback, fields: {}, reason: null };
  const response = err.response;
  if (!response)
    return {
      status: null,
      code: null,
      message: (apiLocale() === 'en' && err.message) || fallback,
      fields: {},
      reason: null,
    };
  if (isPlainText(response.data, response.headers['content-type'])) {
    return { status: response.status, code: null, message: response.data.trim(), fields: {}, reason: null };
  }
  const body = errorBodyOf(response.data);
  return {
    status: response.status,
    code: body?.code || null,
    message: body?.message || fallback,
    fields: body?.fields || {},
    reason: body?.reason || null,
  };
}

/**
 * The contract's ErrorBody, each part optional, or null when any part has another shape. Read by
 * hand: every page handles errors, and zod loads only with a page's first request.
 */
function errorBodyOf(data: unknown): Partial<ErrorBody> | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { status, code, message, fields, reason } = data as Record<string, unknown>;
  if (status !== undefined && !Number.isInteger(status)) return null;
  if (code !== undefined && typeof code !== 'string') return null;
  if (message !== undefined && typeof message !== 'string') return null;
  if (fields !== undefined && !isFieldMessages(fields)) return null;
  return { code, message, fields, reason: isReason(reason) ? reason : undefined } as Partial<ErrorBody>;
}

/** A reason by name; its parameters go to a text as they are (refusal texts read strings and numbers). */
function isReason(value: unknown): value is Reason {
  const { name, params } = (value ?? {}) as Record<string, unknown>;
  return typeof name === 'string' && typeof params === 'object' && params !== null;
}

function isFieldMessages(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/** A short text meant for people; a proxy's HTML error page is not one. */
function isPlainText(data: unknown, contentType: unknown): data is string {
  if (typeof data !== 'string' || data.trim() === '' || data.trimStart().startsWith('<')) return false;
  return typeof contentType !== 'string' || !/html|json/i.test(contentType);
}

/**
 * The refused fields' messages as one line, each once, for a form's summary. The body's field
 * names are the API's, not the form's labels: the messages name what they are about, in the page's
 * language once the form shell has passed them through its texts (docs/forms-and-messages.md).
 */
export function fieldSummary(fields: ApiError['fields']): string {
  return [...new Set(Object.values(fields).flat())].join('; ');
}
