import { ORDER_ERROR_CODES } from '@shop/contract/orders';
import { isAxiosError } from 'axios';
import { errorMessage } from '../../../lib/api-client';

/** SPEC §8 booking failure: the server's message (a sold-out date says so), else the default. */
export function bookingErrorMessage(err: unknown): string {
  return errorMessage(err, 'Failed to process booking. Please try again.');
}

/** The customer already holds as many unpaid bookings as allowed: they must pay or cancel one first. */
export function isOpenBookingCap(err: unknown): boolean {
  if (!isAxiosError(err)) return false;
  const body: unknown = err.response?.data;
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === ORDER_ERROR_CODES.tooManyOpenBookings
  );
}
