import { errorMessage, fieldErrors } from '../../../lib/api-client';

const FALLBACK = 'Failed to send message. Please try again.';

/**
 * SPEC §8 contact failure. The field errors come first when there are any: they say what to fix,
 * where the server's message for a 400 only says that something was wrong.
 */
export function contactErrorMessage(err: unknown): string {
  const fields = Object.entries(fieldErrors(err));
  if (fields.length > 0) {
    return `Please fix the following: ${fields.map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('; ')}`;
  }
  return errorMessage(err, FALLBACK);
}
