import { isAxiosError } from 'axios';
import { errorMessage, fieldErrors } from '../../../../lib/api-client';

/**
 * docs/forms-and-messages.md, failed profile update: a plain-text body, else the server's message (for a
 * wrong current password it is "Current password is incorrect"), else the joined field
 * errors, else the default.
 */
export function profileErrorText(err: unknown): string {
  if (isAxiosError(err) && typeof err.response?.data === 'string' && err.response.data.trim() !== '') {
    return err.response.data;
  }
  const message = errorMessage(err, '');
  if (message) return message;
  if (fieldErrors(err).current_password) return 'Current password is incorrect';
  const joined = Object.entries(fieldErrors(err))
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
  return joined || 'Failed to update profile';
}
