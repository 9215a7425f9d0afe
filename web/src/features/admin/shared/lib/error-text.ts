import { fieldSummary, toApiError } from '../../../../lib/api-error';

// Kept for the admin dialogs not yet on toApiError(); delete once nothing imports them.

/** The HTTP status of a failed request, or undefined when no answer came. */
export function statusOf(err: unknown): number | undefined {
  return toApiError(err).status ?? undefined;
}

/**
 * docs/forms-and-messages.md for admin forms: the server's message, followed by its field errors joined as
 * `field: message` so the admin sees which input the server refused; else `fallback`.
 */
export function describeError(err: unknown, fallback: string): string {
  const { message, fields } = toApiError(err, fallback);
  const summary = fieldSummary(fields);
  return summary ? `${message} ${summary}` : message;
}
