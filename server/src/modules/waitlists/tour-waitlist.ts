import { ERROR_CODES } from '@shop/contract/errors';
import { type Locale, toLocale } from '@shop/contract/locale';
import {
  type TourWaitlistBody,
  type TourWaitlistEntry,
  WAITLIST_OFFER_HOURS,
} from '@shop/contract/waitlists';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { tourDepartures, tours, tourWaitlist, users } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { AppError } from '#server/lib/app-error.ts';
import { marketingAddresses } from '#server/modules/marketing/consent.ts';
import { SHOP_NAMES } from '#server/modules/marketing/marketing-message.ts';
import { isOptedOut } from '#server/modules/messages/marketing-rules.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { tourDate } from '#server/modules/messages/templates/order-emails.ts';
import { queueOfferMessages, runOfferPass, ts } from './offer-pass';
import { heldUntilText, offerTimes } from './offer-times';

async function seatsLeft(db: Db | Tx, tourId: number, date: string): Promise<number> {
  const [row] = await sqlRows<{ left: number }>(
    db as Db,
    sql`select t.max_participants - coalesce(d.seats_taken, 0) as left
      from tours t left join tour_departures d on d.tour_id = t.id and d.date = ${date}
      where t.id = ${tourId}`,
  );
  return Math.max(0, Number(row?.left ?? 0));
}

function entryOf(row: typeof tourWaitlist.$inferSelect, position: number): TourWaitlistEntry {
  return {
    id: row.id,
    tour: row.tourId,
    tour_date: row.tourDate,
    travellers: row.travellers,
    status: row.status,
    position,
    offer_expires_at: row.offerExpiresAt?.toISOString() ?? null,
  };
}

/**
 * docs/back-in-stock.md: a signed-in customer's place in line for a departure too full for their
 * travellers. A departure with the seats free is refused (409): book it instead. Asking again keeps
 * the first place.
 */
export async function joinWaitlist(
  db: Db,
  userId: number,
  body: TourWaitlistBody,
): Promise<TourWaitlistEntry> {
  const [tour] = await db
    .select({ max: tours.maxParticipants, dates: tours.availableDates, isActive: tours.isActive })
    .from(tours)
    .where(eq(tours.id, body.tour));
  const today = new Date().toISOString().slice(0, 10);
  if (
    !tour?.isActive ||
    body.tour_date < today ||
    (tour.dates.length > 0 && !tour.dates.includes(body.tour_date))
  ) {
    throw AppError.refused(404, ERROR_CODES.notFound, 'waitlistNoDeparture', {});
  }
  if (body.travellers > tour.max) {
    throw AppError.refused(
      400,
      ERROR_CODES.validation,
      'waitlistTravellersMax',
      { max: tour.max },
      'travellers',
    );
  }
  if ((await seatsLeft(db, body.tour, body.tour_date)) >= body.travellers) {
    throw AppError.refused(409, ERROR_CODES.conflict, 'waitlistSeatsFree', {});
  }
  await db
    .insert(tourWaitlist)
    .values({ tourId: body.tour, tourDate: body.tour_date, userId, travellers: body.travellers })
    .onConflictDoNothing();
  return (await myEntries(db, userId)).find((e) => e.tour === body.tour && e.tour_date === body.tour_date)!;
}

/** The customer's open places in line, with their position. */
export async function myEntries(db: Db, userId: number): Promise<TourWaitlistEntry[]> {
  const rows = await db
    .select({
      row: tourWaitlist,
      position: sql<number>`(select count(*) from tour_waitlist o
        where o.tour_id = ${tourWaitlist.tourId} and o.tour_date = ${tourWaitlist.tourDate}
          and o.status = 'waiting' and o.created_at <= ${tourWaitlist.createdAt})`.mapWith(Number),
    })
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.userId, userId), sql`${tourWaitlist.status} in ('waiting', 'offered')`))
    .orderBy(tourWaitlist.tourDate, tourWaitlist.id);
  return rows.map((r) => entryOf(r.row, r.row.status === 'offered' ? 0 : r.position));
}

/**
 * docs/back-in-stock.md: offers past their two hours give their seats back and move on; then each
 * departure with free seats offers them in order of joining to the first whose travellers fit,
 * holding them by the same conditional UPDATE a booking's claim uses (docs/seats-and-holds.md).
 */
export async function offerFreedSeats(
  db: Db,
  links: { baseUrl: string | undefined },
  now: Date,
): Promise<void> {
  await runOfferPass<typeof tourWaitlist.$inferSelect, { tour_id: number; tour_date: string }>(db, {
    endRunOut: (tx) =>
      tx
        .update(tourWaitlist)
        .set({ status: 'expired' })
        .where(and(eq(tourWaitlist.status, 'offered'), sql`${tourWaitlist.offerExpiresAt} <= ${ts(now)}`))
        .returning(),
    giveBack: (tx, e) => giveSeatsBack(tx, e.tourId, e.tourDate, e.travellers),
    candidates: sql`select distinct w.tour_id, w.tour_date::text as tour_date from tour_waitlist w
      join tours t on t.id = w.tour_id
      left join tour_departures d on d.tour_id = w.tour_id and d.date = w.tour_date
      where w.status = 'waiting' and t.is_active and w.tour_date >= ${now.toISOString().slice(0, 10)}::date
        and t.max_participants - coalesce(d.seats_taken, 0) > 0`,
    offer: async (tx, d) => {
      await tx.insert(tourDepartures).values({ tourId: d.tour_id, date: d.tour_date }).onConflictDoNothing();
      const [tour] = await tx
        .select({ title: tours.title, slug: tours.slug })
        .from(tours)
        .where(eq(tours.id, d.tour_id));
      const line = await tx
        .select({ entry: tourWaitlist, locale: users.locale })
        .from(tourWaitlist)
        .innerJoin(users, eq(users.id, tourWaitlist.userId))
        .where(
          and(
            eq(tourWaitlist.tourId, d.tour_id),
            eq(tourWaitlist.tourDate, d.tour_date),
            eq(tourWaitlist.status, 'waiting'),
          ),
        )
        .orderBy(tourWaitlist.createdAt, tourWaitlist.id)
        .for('update', { of: tourWaitlist, skipLocked: true });
      for (const { entry, locale: lang } of line) {
        const claimed = await tx
          .update(tourDepartures)
          .set({ seatsTaken: sql`${tourDepartures.seatsTaken} + ${entry.travellers}` })
          .where(
            and(
              eq(tourDepartures.tourId, d.tour_id),
              eq(tourDepartures.date, d.tour_date),
              sql`${tourDepartures.seatsTaken} + ${entry.travellers} <= (select ${tours.maxParticipants} from ${tours} where ${tours.id} = ${d.tour_id})`,
            ),
          )
          .returning({ id: tourDepartures.id });
        if (claimed.length === 0) continue;
        const times = offerTimes(now, WAITLIST_OFFER_HOURS * 3_600_000);
        await tx
          .update(tourWaitlist)
          .set({ status: 'offered', offeredAt: now, offerExpiresAt: times.heldUntil })
          .where(eq(tourWaitlist.id, entry.id));
        await tellOffer(tx, entry, toLocale(lang), tour!, times, links.baseUrl);
      }
    },
  });
}

async function tellOffer(
  tx: Tx,
  entry: typeof tourWaitlist.$inferSelect,
  locale: Locale,
  tour: { title: string; slug: string },
  { smsAt, heldUntil }: { smsAt: Date; heldUntil: Date },
  baseUrl: string | undefined,
) {
  const { t } = textsIn(locale);
  const values = {
    tour: tour.title,
    date: tourDate(entry.tourDate, { locale }),
    count: entry.travellers,
    until: heldUntilText(heldUntil, locale),
  };
  const to = await marketingAddresses(tx, entry.userId);
  await queueOfferMessages(tx, {
    key: `tour-waitlist:${entry.id}:offered`,
    kind: 'waitlist_offer',
    brand: 'igsum',
    locale,
    // docs/back-in-stock.md, "STOP": a profile mobile that said STOP is not texted.
    to: { email: to.email, sms: to.sms && !(await isOptedOut(tx, 'sms', to.sms)) ? to.sms : null },
    smsAt,
    path: `/isml/tours/${encodeURIComponent(tour.slug)}`,
    baseUrl,
    email: {
      subject: t('waitlist.seatsSubject', values),
      heading: t('waitlist.seatsHeading'),
      body: t('waitlist.seatsBody', values),
      linkLabel: t('waitlist.seatsLink'),
    },
    sms: (link) => t('waitlist.seatsSms', { ...values, shop: SHOP_NAMES.igsum, link }),
  });
}

async function giveSeatsBack(tx: Tx, tourId: number, date: string, seats: number) {
  await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`greatest(${tourDepartures.seatsTaken} - ${seats}, 0)` })
    .where(and(eq(tourDepartures.tourId, tourId), eq(tourDepartures.date, date)));
}

/**
 * docs/back-in-stock.md: called by a booking (orders/tour-booking.ts) in its transaction before it
 * claims seats: the seats held by this customer's offer for the departure are given back, so the
 * booking claims them in the same transaction, and the offer is bought.
 */
export async function takeOfferedSeats(tx: Tx, userId: number, tourId: number, date: string): Promise<void> {
  const [offer] = await tx
    .update(tourWaitlist)
    .set({ status: 'bought' })
    .where(
      and(
        eq(tourWaitlist.userId, userId),
        eq(tourWaitlist.tourId, tourId),
        eq(tourWaitlist.tourDate, date),
        eq(tourWaitlist.status, 'offered'),
      ),
    )
    .returning();
  if (offer) await giveSeatsBack(tx, tourId, date, offer.travellers);
}
