import { BookedTour, type BookTourBody } from '@shop/contract/tour-terms';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { withIdempotencyKey } from '#web/lib/idempotency-key.ts';

/**
 * docs/tours-pricing.md: books the tour with its terms, holding the seats; the server prices it
 * as its quote did. The order's first payment pays the deposit or, as chosen, everything.
 */
export async function createTourBooking(body: z.input<typeof BookTourBody>): Promise<BookedTour> {
  const { data } = await api.post('/tour-bookings/', body, withIdempotencyKey());
  return BookedTour.parse(data);
}
