import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tours, tourTerms } from '#server/db/schema.ts';
import { todayIso } from '#server/modules/orders/tour-capacity.ts';

/**
 * The next two departures of each active tour booked at one price per person through
 * `POST /api/orders/`: a tour with terms is booked through /api/tour-bookings/ and refused there
 * (docs/tours-pricing.md), so a stream of shoppers picking from these always can book.
 */
export async function onePriceDepartures(db: Db): Promise<{ tour: number; date: string }[]> {
  const bookable = await db
    .select({ id: tours.id, dates: tours.availableDates })
    .from(tours)
    .where(
      and(
        eq(tours.isActive, true),
        notExists(db.select().from(tourTerms).where(eq(tourTerms.tourId, tours.id))),
      ),
    );
  return bookable.flatMap((t) =>
    t.dates
      .filter((d) => d > todayIso())
      .slice(0, 2)
      .map((date) => ({ tour: t.id, date })),
  );
}
