import { BOOKING_HOLD_MINUTES, type CreateTourBookingBody, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, tours } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { TOUR_BRAND } from '#server/modules/catalog/brands.ts';
import { refuseBeyondOpenBookingCap } from './open-order-caps';
import { insertOrder } from './order-reference';
import { claimSeats, releaseExpiredHolds, todayIso } from './tour-capacity';

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
      })
      .from(tours)
      .where(eq(tours.id, body.tour));
    if (!tour) throw AppError.field('tour', 'This tour does not exist.');
    if (!tour.isActive) throw AppError.conflict('This tour is not available for booking.');
    if (body.tour_date < todayIso()) {
      throw AppError.field('tour_date', 'Choose a tour date from today onwards.');
    }
    if (tour.dates.length > 0 && !tour.dates.includes(body.tour_date)) {
      throw AppError.field(
        'tour_date',
        `${tour.title} does not depart on ${body.tour_date}. Choose one of its available dates.`,
      );
    }
    if (body.participants > tour.max) {
      throw AppError.field('participants', `At most ${tour.max} participants per booking.`);
    }
    if (!tour.fits) throw AppError.badRequest('This booking is too large to place in one go.');

    const claim = await claimSeats(tx, body.tour, body.tour_date, body.participants);
    if (!claim.ok) {
      const message =
        claim.seatsLeft === 0
          ? 'This date is sold out'
          : `Only ${claim.seatsLeft} ${claim.seatsLeft === 1 ? 'seat' : 'seats'} left on ${body.tour_date}`;
      throw new AppError(409, ORDER_ERROR_CODES.soldOut, message);
    }
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
