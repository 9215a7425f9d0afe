import { errorMessage } from '../../../lib/api-client';

/** SPEC §8 booking failure: the server's message (a sold-out date says so), else the default. */
export function bookingErrorMessage(err: unknown): string {
  return errorMessage(err, 'Failed to process booking. Please try again.');
}
