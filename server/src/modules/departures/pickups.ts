import {
  type BookingPickup,
  DEFAULT_DEPARTS_AT,
  type PickupPoint,
  type PickupPointBody,
  type TourPickups,
} from '@shop/contract/departures';
import { ERROR_CODES } from '@shop/contract/errors';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import {
  bookingPickups,
  orderItems,
  orders,
  tourBookings,
  tourDepartureTimes,
  tourPickupPoints,
  tours,
} from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { shopToday } from '#server/modules/tour-bookings/shop-calendar.ts';
import { addMinutes, countSql } from './departure-bookings';

type PointRow = typeof tourPickupPoints.$inferSelect;

const pointOf = (r: PointRow, departsAt: string): PickupPoint => ({
  id: r.id,
  tour: r.tourId,
  name: r.name,
  lat: Number(r.lat),
  lng: Number(r.lng),
  offset_minutes: r.offsetMinutes,
  position: r.position,
  is_active: r.isActive,
  time: addMinutes(departsAt, r.offsetMinutes),
});

export async function departsAtOf(db: Db, tourId: number): Promise<string> {
  const [row] = await db
    .select({ at: tourDepartureTimes.departsAt })
    .from(tourDepartureTimes)
    .where(eq(tourDepartureTimes.tourId, tourId));
  return row?.at ?? DEFAULT_DEPARTS_AT;
}

async function tourExists(db: Db, id: number) {
  const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
  if (!tour) throw AppError.notFound('Tour not found.');
}

/** A tour's pickup points in route order; `activeOnly` for customers. */
export async function tourPickups(db: Db, tourId: number, activeOnly = false): Promise<TourPickups> {
  await tourExists(db, tourId);
  const departsAt = await departsAtOf(db, tourId);
  const rows = await db
    .select()
    .from(tourPickupPoints)
    .where(
      activeOnly
        ? and(eq(tourPickupPoints.tourId, tourId), eq(tourPickupPoints.isActive, true))
        : eq(tourPickupPoints.tourId, tourId),
    )
    .orderBy(asc(tourPickupPoints.position), asc(tourPickupPoints.offsetMinutes), asc(tourPickupPoints.id));
  return { tour: tourId, departs_at: departsAt, points: rows.map((r) => pointOf(r, departsAt)) };
}

const values = (b: PickupPointBody) => ({
  name: b.name,
  lat: b.lat.toFixed(6),
  lng: b.lng.toFixed(6),
  offsetMinutes: b.offset_minutes,
  position: b.position ?? 0,
  isActive: b.is_active ?? true,
});

export async function createPickup(db: Db, actor: UserRow, tourId: number, body: PickupPointBody) {
  await tourExists(db, tourId);
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .insert(tourPickupPoints)
      .values({ tourId, ...values(body) })
      .returning();
    await recordAudit(tx, actor, 'tour.update', { type: 'tour', id: tourId }, { pickup_created: body });
    return r!;
  });
  return pointOf(row, await departsAtOf(db, tourId));
}

export async function updatePickup(db: Db, actor: UserRow, id: number, body: PickupPointBody) {
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(tourPickupPoints)
      .set(values(body))
      .where(eq(tourPickupPoints.id, id))
      .returning();
    if (!r) throw AppError.notFound('Pickup point not found.');
    await recordAudit(
      tx,
      actor,
      'tour.update',
      { type: 'tour', id: r.tourId },
      { pickup_updated: { id, ...body } },
    );
    return r;
  });
  return pointOf(row, await departsAtOf(db, row.tourId));
}

/** Refused while a booking chose it (hide it instead: the booking keeps its pickup). */
export async function deletePickup(db: Db, actor: UserRow, id: number): Promise<void> {
  const inUse = async () => {
    const [n] = await db
      .select({ count: countSql })
      .from(bookingPickups)
      .where(eq(bookingPickups.pickupPointId, id));
    return n?.count ?? 0;
  };
  const refuse = (count: number) => AppError.refused(409, ERROR_CODES.conflict, 'pickupInUse', { count });
  const count = await inUse();
  if (count > 0) throw refuse(count);
  try {
    await db.transaction(async (tx) => {
      const [r] = await tx.delete(tourPickupPoints).where(eq(tourPickupPoints.id, id)).returning();
      if (!r) throw AppError.notFound('Pickup point not found.');
      await recordAudit(tx, actor, 'tour.update', { type: 'tour', id: r.tourId }, { pickup_deleted: id });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refuse(await inUse());
  }
}

export async function setDepartureTime(db: Db, actor: UserRow, tourId: number, departsAt: string) {
  await tourExists(db, tourId);
  await db.transaction(async (tx) => {
    await tx
      .insert(tourDepartureTimes)
      .values({ tourId, departsAt })
      .onConflictDoUpdate({ target: tourDepartureTimes.tourId, set: { departsAt } });
    await recordAudit(tx, actor, 'tour.update', { type: 'tour', id: tourId }, { departs_at: departsAt });
  });
  return tourPickups(db, tourId);
}

/** The customer's own tour booking (another's answers 404, as every ownership check here). */
async function ownBooking(db: Db, orderId: number, userId: number) {
  const [row] = await db
    .select({
      tourId: orderItems.tourId,
      date: orderItems.tourDate,
      status: orders.status,
      cancelledAt: tourBookings.cancelledAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(tourBookings, eq(tourBookings.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.kind, 'tour_booking')));
  if (!row?.tourId || !row.date) throw AppError.notFound('Booking not found.');
  return {
    tourId: row.tourId,
    date: row.date,
    closed: row.status === 'cancelled' || row.cancelledAt !== null,
  };
}

export async function bookingPickup(db: Db, orderId: number, userId: number): Promise<BookingPickup> {
  const booking = await ownBooking(db, orderId, userId);
  return pickupView(db, orderId, booking.tourId);
}

async function pickupView(db: Db, orderId: number, tourId: number): Promise<BookingPickup> {
  const all = await tourPickups(db, tourId);
  const [chosen] = await db
    .select({ id: bookingPickups.pickupPointId })
    .from(bookingPickups)
    .where(eq(bookingPickups.orderId, orderId));
  return {
    order: orderId,
    departs_at: all.departs_at,
    chosen: all.points.find((p) => p.id === chosen?.id) ?? null,
    options: all.points.filter((p) => p.is_active),
  };
}

/** The pickup point a booking chose, with its time on the departure day, or null (its voucher shows it). */
export async function chosenPickup(db: Db, orderId: number): Promise<PickupPoint | null> {
  const [row] = await db
    .select({ point: tourPickupPoints })
    .from(bookingPickups)
    .innerJoin(tourPickupPoints, eq(tourPickupPoints.id, bookingPickups.pickupPointId))
    .where(eq(bookingPickups.orderId, orderId));
  return row ? pointOf(row.point, await departsAtOf(db, row.point.tourId)) : null;
}

/** The customer chooses (or clears) the pickup, until the departure day has passed. */
export async function choosePickup(
  db: Db,
  orderId: number,
  userId: number,
  pickupPoint: number | null,
): Promise<BookingPickup> {
  const booking = await ownBooking(db, orderId, userId);
  if (booking.closed || booking.date < shopToday())
    throw AppError.refused(409, ERROR_CODES.conflict, 'pickupClosed', {});
  if (pickupPoint === null) {
    await db.delete(bookingPickups).where(eq(bookingPickups.orderId, orderId));
  } else {
    const [point] = await db
      .select({ id: tourPickupPoints.id })
      .from(tourPickupPoints)
      .where(
        and(
          eq(tourPickupPoints.id, pickupPoint),
          eq(tourPickupPoints.tourId, booking.tourId),
          eq(tourPickupPoints.isActive, true),
        ),
      );
    if (!point) throw AppError.refused(400, ERROR_CODES.validation, 'pickupNotOfTour', {}, 'pickup_point');
    await db
      .insert(bookingPickups)
      .values({ orderId, pickupPointId: pickupPoint })
      .onConflictDoUpdate({
        target: bookingPickups.orderId,
        set: { pickupPointId: pickupPoint, updatedAt: new Date() },
      });
  }
  return pickupView(db, orderId, booking.tourId);
}
