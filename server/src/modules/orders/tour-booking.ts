import { ERROR_CODES } from '@shop/contract/errors';
import { BOOKING_HOLD_MINUTES, type CreateTourBookingBody } from '@shop/contract/orders';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, tours, tourTerms } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { TOUR_BRAND } from '#server/modules/catalog/brands.ts';
import { sayingTo, tourTitleFor } from './names-in-language';
import { refuseBeyondOpenBookingCap } from './open-order-caps';
import { insertOrder } from './order-reference';
import { claimBookingSeats, releaseExpiredHolds, todayIso } from './tour-capacity';

const MAX_TOTAL = '999999999999.99';

/**
 * Books seats on a tour date: claims them atomically, then records a pending USD order
 * (tour price x participants) that holds the seats until it is paid or the hold expires.
 */
export async function bookTour(
  db: Db,
  userId: number,
  body: CreateTourBookingBody,
  paymentMethod: string,
): Promise<number> {
  // Abandoned holds go back on sale first, in their own short transaction.
  await releaseExpiredHolds(db);
  return db.transaction(async (tx) => {
    const [tour] = await tx
      .select({
        title: tours.title,
        price: tours.price,
        max: tours.maxParticipants,
        dates: tours.availableDates,
        isActive: tours.isActive,
        total: sql<string>`(${tours.price} * ${body.participants})::text`,
        fits: sql<boolean>`${tours.price} * ${body.participants} <= ${MAX_TOTAL}`,
        hasTerms: sql<boolean>`exists (select 1 from ${tourTerms} where ${tourTerms.tourId} = ${tours.id})`,
      })
      .from(tours)
      .where(eq(tours.id, body.tour));
    const invalid = ERROR_CODES.validation;
    if (!tour) throw AppError.refused(400, invalid, 'tourMissing', {}, 'tour');
    if (!tour.isActive) throw AppError.refused(409, ERROR_CODES.conflict, 'tourUnavailable', {});
    // docs/tours-pricing.md: a tour with terms is priced by its travellers (POST /api/tour-bookings/),
    // never at one price per person paid in full; a page from before them is told to reload.
    if (tour.hasTerms) throw AppError.refused(409, ERROR_CODES.conflict, 'tourHasTerms', {});
    if (body.tour_date < todayIso()) throw AppError.refused(400, invalid, 'tourDatePast', {}, 'tour_date');
    if (tour.dates.length > 0 && !tour.dates.includes(body.tour_date)) {
      const params = { tour: tour.title, date: body.tour_date };
      const refusal = AppError.refused(400, invalid, 'tourNoDeparture', params, 'tour_date');
      // Named in the customer's language (names-in-language.ts).
      throw sayingTo(refusal, { tour: await tourTitleFor(tx, userId, body.tour) });
    }
    if (body.participants > tour.max) {
      throw AppError.refused(400, invalid, 'participantsMax', { max: tour.max }, 'participants');
    }
    if (!tour.fits) throw AppError.refused(400, invalid, 'bookingTooLarge', {});

    await claimBookingSeats(tx, userId, body.tour, body.tour_date, body.participants);
    // After the seats, so a sold-out date still says so; the claim rolls back with the refusal.
    await refuseBeyondOpenBookingCap(tx, userId);

    const orderId = await insertOrder(tx, {
      userId,
      brand: TOUR_BRAND,
      kind: 'tour_booking',
      totalAmount: tour.total,
      subtotal: tour.total,
      paymentMethod,
      notes: body.notes,
      customerTin: body.customer_tin ?? null,
      customerVrn: body.customer_vrn ?? null,
      // Database time, like the expiry check, so API processes with skewed clocks agree.
      holdExpiresAt: sql`now() + make_interval(mins => ${BOOKING_HOLD_MINUTES})`,
    });
    await tx.insert(orderItems).values({
      orderId,
      tourId: body.tour,
      itemName: tour.title,
      quantity: body.participants,
      price: tour.price,
      participants: body.participants,
      tourDate: body.tour_date,
    });
    return orderId;
  });
}
