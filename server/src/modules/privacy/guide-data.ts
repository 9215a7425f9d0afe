import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  checkInScans,
  departureGuides,
  guides,
  orders,
  tourBookings,
  tourDepartures,
  tours,
} from '#server/db/schema.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';

/**
 * docs/privacy.md, "A guide's account": what the shop holds about a user given the guide role
 * (docs/departures.md), beside what it holds about them as a customer: the role's number and
 * language, the departures they were given, and the check-in scans they made.
 */
export type GuideData = {
  guide_role: Record<string, unknown>[];
  guide_departures: Record<string, unknown>[];
  check_in_scans_made: Record<string, unknown>[];
};

/** The guide role's SMS number (2557XXXXXXXX), where the evening-before texts go; null for none. */
export async function guidePhone(db: Db | Tx, userId: number): Promise<string | null> {
  const [role] = await db
    .select({ phone: guides.phone, countryCode: guides.countryCode })
    .from(guides)
    .where(eq(guides.userId, userId));
  return role?.phone ? smsNumberOf(role.phone, role.countryCode) : null;
}

export async function readGuideData(db: Db, userId: number): Promise<GuideData> {
  const [role, departures, scans] = await Promise.all([
    db
      .select({
        phone: guides.phone,
        country_code: guides.countryCode,
        locale: guides.locale,
        is_active: guides.isActive,
        created_at: guides.createdAt,
      })
      .from(guides)
      .where(eq(guides.userId, userId)),
    db
      .select({
        departure_on: departureGuides.date,
        tour: tours.title,
        evening_sms_queued_at: departureGuides.smsQueuedAt,
      })
      .from(departureGuides)
      .innerJoin(guides, eq(guides.id, departureGuides.guideId))
      .innerJoin(tourDepartures, eq(tourDepartures.id, departureGuides.departureId))
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .where(eq(guides.userId, userId))
      .orderBy(asc(departureGuides.date)),
    // The scan's own facts; the travellers it marked are the customers' data, counted only.
    db
      .select({
        departure_on: tourBookings.departureOn,
        tour: tours.title,
        travellers_marked: sql<number>`cardinality(${checkInScans.travellerIds})`.mapWith(Number),
        device_id: checkInScans.deviceId,
        scanned_at: checkInScans.scannedAt,
        received_at: checkInScans.receivedAt,
      })
      .from(checkInScans)
      .innerJoin(orders, eq(orders.id, checkInScans.orderId))
      .leftJoin(tourBookings, eq(tourBookings.orderId, checkInScans.orderId))
      .leftJoin(tours, eq(tours.id, tourBookings.tourId))
      .where(eq(checkInScans.scannedBy, userId))
      .orderBy(asc(checkInScans.scannedAt), asc(checkInScans.id)),
  ]);
  return { guide_role: role, guide_departures: departures, check_in_scans_made: scans };
}

/** Departures from today on (Dar es Salaam's calendar) this user guides: they keep the account open. */
export async function departuresToGuide(db: Db | Tx, userId: number): Promise<string[]> {
  const today = sql<string>`(now() at time zone ${SHOP_TIME_ZONE})::date`;
  const rows = await db
    .select({ date: departureGuides.date, tour: tours.title })
    .from(departureGuides)
    .innerJoin(guides, eq(guides.id, departureGuides.guideId))
    .innerJoin(tourDepartures, eq(tourDepartures.id, departureGuides.departureId))
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(and(eq(guides.userId, userId), gte(departureGuides.date, today)));
  return rows.map((r) => `${r.tour} ${r.date}`);
}

/**
 * The guide role of an account being deleted: its number goes and it is inactive, so no evening
 * text goes and the guide scope refuses it; the row stays, as the past departures name their
 * guide (now the erased account). The phone's id goes from the scans they made.
 */
export async function eraseGuide(tx: Tx, userId: number): Promise<Record<string, number>> {
  const role = await tx
    .update(guides)
    .set({ phone: '', isActive: false })
    .where(eq(guides.userId, userId))
    .returning({ id: guides.id });
  if (role.length === 0) return {};
  const scans = await tx
    .update(checkInScans)
    .set({ deviceId: null })
    .where(eq(checkInScans.scannedBy, userId))
    .returning({ id: checkInScans.id });
  return { guide_role_erased: role.length, check_in_scans_reduced: scans.length };
}
