import type {
  DepartureDetail,
  DepartureProblem,
  DepartureSummary,
  DepartureVehicle,
  SeatedBooking,
} from '@shop/contract/departures';
import { DEFAULT_DEPARTS_AT } from '@shop/contract/departures';
import { ERROR_CODES } from '@shop/contract/errors';
import { and, asc, eq, gte, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db } from '#server/db/client.ts';
import {
  departureGuides,
  departureSeats,
  departureVehicles,
  guides,
  profiles,
  tourDepartures,
  tourDepartureTimes,
  tours,
  users,
  vehicles,
} from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { shopToday } from '#server/modules/tour-bookings/shop-calendar.ts';
import {
  bookingOf,
  bookingsOn,
  type DepartureBooking,
  departureBookings,
  loadDeparture,
  travellersOf,
} from './departure-bookings';
import { guideOf } from './guides';

type VehicleOnDeparture = { id: number; name: string; plate: string; seats: number; position: number };

async function vehiclesOn(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select({
      departure: departureVehicles.departureId,
      id: vehicles.id,
      name: vehicles.name,
      plate: vehicles.plate,
      seats: vehicles.seats,
      position: departureVehicles.position,
    })
    .from(departureVehicles)
    .innerJoin(vehicles, eq(vehicles.id, departureVehicles.vehicleId))
    .where(inArray(departureVehicles.departureId, departureIds))
    .orderBy(asc(departureVehicles.position), asc(vehicles.id));
}

async function guidesOn(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return [];
  return db
    .select({
      departure: departureGuides.departureId,
      id: guides.id,
      user: guides.userId,
      username: users.username,
      fullName: profiles.fullName,
      phone: guides.phone,
      countryCode: guides.countryCode,
      locale: guides.locale,
      isActive: guides.isActive,
    })
    .from(departureGuides)
    .innerJoin(guides, eq(guides.id, departureGuides.guideId))
    .innerJoin(users, eq(users.id, guides.userId))
    .leftJoin(profiles, eq(profiles.userId, guides.userId))
    .where(inArray(departureGuides.departureId, departureIds))
    .orderBy(asc(guides.id));
}

/** What is wrong with a departure (docs/departures.md): the list and the manifest show it. */
export function problemsOf(
  bookings: DepartureBooking[],
  vehicleSeats: number[],
  guideCount: number,
): DepartureProblem[] {
  const problems: DepartureProblem[] = [];
  if (bookings.length === 0) return problems;
  const travellers = travellersOf(bookings);
  const seats = vehicleSeats.reduce((n, s) => n + s, 0);
  if (vehicleSeats.length === 0) problems.push('no_vehicle');
  else if (travellers > seats) problems.push('over_capacity');
  if (vehicleSeats.length > 0 && bookings.some((b) => b.vehicleId === null)) problems.push('unseated');
  if (guideCount === 0) problems.push('no_guide');
  return problems;
}

const guideName = (g: { fullName: string | null; username: string }) => g.fullName?.trim() || g.username;

type DepartureLoad = Pick<
  DepartureSummary,
  'bookings' | 'travellers' | 'seats' | 'vehicles' | 'guides' | 'problems'
>;

/** A departure's bookings, vehicles and guides as the list and the detail both show them. */
function loadOf(
  bookings: DepartureBooking[],
  vs: Pick<VehicleOnDeparture, 'id' | 'name' | 'plate' | 'seats'>[],
  gs: { id: number; fullName: string | null; username: string }[],
): DepartureLoad {
  return {
    bookings: bookings.length,
    travellers: travellersOf(bookings),
    seats: vs.reduce((n, v) => n + v.seats, 0),
    vehicles: vs.map((v) => ({ id: v.id, name: v.name, plate: v.plate })),
    guides: gs.map((g) => ({ id: g.id, name: guideName(g) })),
    problems: problemsOf(
      bookings,
      vs.map((v) => v.seats),
      gs.length,
    ),
  };
}

/** The admin's list by day: departures with bookings or an allocation, from..to (Dar es Salaam days). */
export async function listDepartures(db: Db, from?: string, to?: string): Promise<DepartureSummary[]> {
  const start = from ?? shopToday();
  const end = to ?? addDays(start, 13);
  const rows = await db
    .select({
      id: tourDepartures.id,
      tour: tourDepartures.tourId,
      title: tours.title,
      date: tourDepartures.date,
      departsAt: tourDepartureTimes.departsAt,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(tourDepartureTimes, eq(tourDepartureTimes.tourId, tours.id))
    .where(and(gte(tourDepartures.date, start), lte(tourDepartures.date, end)))
    .orderBy(asc(tourDepartures.date), asc(tourDepartureTimes.departsAt), asc(tours.title))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const [bookingRows, vehicleRows, guideRows] = await Promise.all([
    bookingsOn(db, ids),
    vehiclesOn(db, ids),
    guidesOn(db, ids),
  ]);
  return rows
    .map((r): DepartureSummary => {
      const bookings = bookingRows.filter((b) => b.departure === r.id).map(bookingOf);
      const vs = vehicleRows.filter((v) => v.departure === r.id);
      const gs = guideRows.filter((g) => g.departure === r.id);
      return {
        id: r.id,
        tour: r.tour,
        tour_title: r.title,
        date: r.date,
        departs_at: r.departsAt ?? DEFAULT_DEPARTS_AT,
        ...loadOf(bookings, vs, gs),
      };
    })
    .filter((d) => d.bookings > 0 || d.vehicles.length > 0 || d.guides.length > 0);
}

/** `day` plus `n` days, at most the last day a date of four digits can name (past it, a 500). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.getUTCFullYear() > 9999 ? '9999-12-31' : d.toISOString().slice(0, 10);
}

const seated = (b: DepartureBooking): SeatedBooking => ({
  order: b.order,
  order_id: b.reference,
  customer: b.customer,
  travellers: b.travellers,
  pickup: b.pickup?.name ?? null,
  moved: b.moved,
});

export async function departureDetail(db: Db, id: number): Promise<DepartureDetail> {
  const departure = await loadDeparture(db, id);
  const [bookings, vs, gs] = await Promise.all([
    departureBookings(db, id),
    vehiclesOn(db, [id]),
    guidesOn(db, [id]),
  ]);
  const allocation: DepartureVehicle[] = vs.map((v) => {
    const inside = bookings.filter((b) => b.vehicleId === v.id);
    return {
      id: v.id,
      name: v.name,
      plate: v.plate,
      seats: v.seats,
      taken: travellersOf(inside),
      bookings: inside.map(seated),
    };
  });
  return {
    id,
    tour: departure.tourId,
    tour_title: departure.tourTitle,
    date: departure.date,
    departs_at: departure.departsAt,
    ...loadOf(bookings, vs, gs),
    allocation,
    unseated: bookings.filter((b) => b.vehicleId === null).map(seated),
    guide_list: gs.map(guideOf),
  };
}

/** Holds the departure's row for the transaction: one allocation or move at a time per departure. */
async function lockDeparture(tx: Db, id: number) {
  await tx.execute(sql`select id from ${tourDepartures} where ${tourDepartures.id} = ${id} for update`);
}

/**
 * Rezdy's way (docs/departures.md): hand-moved bookings stay where the admin put them; every other
 * booking, in booking order, goes to the first vehicle (in the departure's order) with enough
 * seats left for the whole booking. A booking no vehicle can take stays unseated (a problem).
 */
export function fillByCapacity(
  bookings: Pick<DepartureBooking, 'order' | 'travellers' | 'vehicleId' | 'moved'>[],
  vehicleList: Pick<VehicleOnDeparture, 'id' | 'seats'>[],
): Map<number, number | null> {
  const free = new Map(vehicleList.map((v) => [v.id, v.seats]));
  const placed = new Map<number, number | null>();
  for (const b of bookings) {
    if (b.moved && b.vehicleId !== null && free.has(b.vehicleId)) {
      free.set(b.vehicleId, free.get(b.vehicleId)! - b.travellers);
      placed.set(b.order, b.vehicleId);
    }
  }
  for (const b of bookings) {
    if (placed.has(b.order)) continue;
    const vehicle = vehicleList.find((v) => free.get(v.id)! >= b.travellers);
    if (vehicle) free.set(vehicle.id, free.get(vehicle.id)! - b.travellers);
    placed.set(b.order, vehicle?.id ?? null);
  }
  return placed;
}

async function allocateIn(tx: Db, id: number) {
  const bookings = await departureBookings(tx, id);
  const vs = await vehiclesOn(tx, [id]);
  const placed = fillByCapacity(bookings, vs);
  await tx
    .delete(departureSeats)
    .where(and(eq(departureSeats.departureId, id), isNull(departureSeats.movedBy)));
  for (const b of bookings) {
    const vehicleId = placed.get(b.order) ?? null;
    if (b.moved && b.vehicleId === vehicleId) continue;
    if (vehicleId === null) {
      await tx.delete(departureSeats).where(eq(departureSeats.orderId, b.order));
      continue;
    }
    await tx
      .insert(departureSeats)
      .values({ orderId: b.order, departureId: id, vehicleId })
      .onConflictDoUpdate({
        target: departureSeats.orderId,
        set: { departureId: id, vehicleId, movedBy: null, updatedAt: new Date() },
      });
  }
}

/** Fills the departure's vehicles again, keeping hand moves. */
export async function allocate(db: Db, actor: UserRow, id: number): Promise<DepartureDetail> {
  await loadDeparture(db, id);
  await db.transaction(async (tx) => {
    await lockDeparture(tx, id);
    await allocateIn(tx, id);
    await recordAudit(tx, actor, 'tour.update', { type: 'departure', id }, { allocated: true });
  });
  return departureDetail(db, id);
}

/**
 * The departure's vehicles in fill order. A vehicle on another departure that day, inactive or
 * marked unavailable that day is refused with its name; then the bookings are filled again.
 */
export async function setDepartureVehicles(
  db: Db,
  actor: UserRow,
  id: number,
  vehicleIds: number[],
): Promise<DepartureDetail> {
  const departure = await loadDeparture(db, id);
  const wanted = [...new Set(vehicleIds)];
  try {
    await db.transaction(async (tx) => {
      await lockDeparture(tx, id);
      const rows = wanted.length ? await tx.select().from(vehicles).where(inArray(vehicles.id, wanted)) : [];
      for (const vid of wanted) {
        const v = rows.find((r) => r.id === vid);
        if (!v) throw AppError.notFound('Vehicle not found.');
        if (!v.isActive || v.unavailableDates.includes(departure.date))
          throw AppError.refused(409, ERROR_CODES.conflict, 'vehicleUnavailable', { vehicle: v.name });
      }
      if (wanted.length > 0) {
        const [busy] = await tx
          .select({ vehicle: vehicles.name, tour: tours.title })
          .from(departureVehicles)
          .innerJoin(vehicles, eq(vehicles.id, departureVehicles.vehicleId))
          .innerJoin(tourDepartures, eq(tourDepartures.id, departureVehicles.departureId))
          .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
          .where(
            and(
              inArray(departureVehicles.vehicleId, wanted),
              eq(departureVehicles.date, departure.date),
              ne(departureVehicles.departureId, id),
            ),
          )
          .limit(1);
        if (busy) throw AppError.refused(409, ERROR_CODES.conflict, 'vehicleBusy', busy);
      }
      await tx
        .delete(departureVehicles)
        .where(
          wanted.length
            ? and(eq(departureVehicles.departureId, id), notInArray(departureVehicles.vehicleId, wanted))
            : eq(departureVehicles.departureId, id),
        );
      for (const [position, vehicleId] of wanted.entries()) {
        await tx
          .insert(departureVehicles)
          .values({ departureId: id, vehicleId, date: departure.date, position })
          .onConflictDoUpdate({
            target: [departureVehicles.departureId, departureVehicles.vehicleId],
            set: { position },
          });
      }
      await allocateIn(tx, id);
      await recordAudit(tx, actor, 'tour.update', { type: 'departure', id }, { vehicles: wanted });
    });
  } catch (err) {
    // Two admins giving one vehicle to two departures at once: the day's unique key refuses the second.
    if (isUniqueViolation(err))
      throw AppError.refused(409, ERROR_CODES.conflict, 'vehicleBusy', {
        vehicle: 'This vehicle',
        tour: 'another departure',
      });
    throw err;
  }
  return departureDetail(db, id);
}

/** The departure's guides; a guide on another departure that day or inactive is refused by name. */
export async function setDepartureGuides(
  db: Db,
  actor: UserRow,
  id: number,
  guideIds: number[],
): Promise<DepartureDetail> {
  const departure = await loadDeparture(db, id);
  const wanted = [...new Set(guideIds)];
  try {
    await db.transaction(async (tx) => {
      await lockDeparture(tx, id);
      const rows = wanted.length
        ? await tx
            .select({
              id: guides.id,
              isActive: guides.isActive,
              username: users.username,
              fullName: profiles.fullName,
            })
            .from(guides)
            .innerJoin(users, eq(users.id, guides.userId))
            .leftJoin(profiles, eq(profiles.userId, guides.userId))
            .where(inArray(guides.id, wanted))
        : [];
      for (const gid of wanted) {
        const g = rows.find((r) => r.id === gid);
        if (!g) throw AppError.notFound('Guide not found.');
        if (!g.isActive)
          throw AppError.refused(409, ERROR_CODES.conflict, 'guideInactive', { guide: guideName(g) });
      }
      if (wanted.length > 0) {
        const [busy] = await tx
          .select({ guideId: departureGuides.guideId, tour: tours.title })
          .from(departureGuides)
          .innerJoin(tourDepartures, eq(tourDepartures.id, departureGuides.departureId))
          .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
          .where(
            and(
              inArray(departureGuides.guideId, wanted),
              eq(departureGuides.date, departure.date),
              ne(departureGuides.departureId, id),
            ),
          )
          .limit(1);
        if (busy) {
          const g = rows.find((r) => r.id === busy.guideId)!;
          throw AppError.refused(409, ERROR_CODES.conflict, 'guideBusy', {
            guide: guideName(g),
            tour: busy.tour,
          });
        }
      }
      await tx
        .delete(departureGuides)
        .where(
          wanted.length
            ? and(eq(departureGuides.departureId, id), notInArray(departureGuides.guideId, wanted))
            : eq(departureGuides.departureId, id),
        );
      for (const guideId of wanted) {
        await tx
          .insert(departureGuides)
          .values({ departureId: id, guideId, date: departure.date })
          .onConflictDoNothing();
      }
      await recordAudit(tx, actor, 'tour.update', { type: 'departure', id }, { guides: wanted });
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw AppError.refused(409, ERROR_CODES.conflict, 'guideBusy', {
        guide: 'This guide',
        tour: 'another departure',
      });
    throw err;
  }
  return departureDetail(db, id);
}

/** The admin moves one booking into one of the departure's vehicles; a re-allocation keeps it there. */
export async function moveBooking(
  db: Db,
  actor: UserRow,
  id: number,
  orderId: number,
  vehicleId: number,
): Promise<DepartureDetail> {
  await loadDeparture(db, id);
  await db.transaction(async (tx) => {
    await lockDeparture(tx, id);
    const bookings = await departureBookings(tx, id);
    const booking = bookings.find((b) => b.order === orderId);
    if (!booking) throw AppError.refused(404, ERROR_CODES.notFound, 'bookingNotOnDeparture', {});
    const [vehicle] = (await vehiclesOn(tx, [id])).filter((v) => v.id === vehicleId);
    if (!vehicle) throw AppError.refused(409, ERROR_CODES.conflict, 'vehicleNotOnDeparture', {});
    const taken = travellersOf(bookings.filter((b) => b.vehicleId === vehicleId && b.order !== orderId));
    if (taken + booking.travellers > vehicle.seats)
      throw AppError.refused(409, ERROR_CODES.conflict, 'vehicleFull', {
        vehicle: vehicle.name,
        free: Math.max(0, vehicle.seats - taken),
        needed: booking.travellers,
      });
    await tx
      .insert(departureSeats)
      .values({ orderId, departureId: id, vehicleId, movedBy: actor.id })
      .onConflictDoUpdate({
        target: departureSeats.orderId,
        set: { departureId: id, vehicleId, movedBy: actor.id, updatedAt: new Date() },
      });
    await recordAudit(
      tx,
      actor,
      'tour.update',
      { type: 'departure', id },
      { moved: { order: orderId, vehicle: vehicleId } },
    );
  });
  return departureDetail(db, id);
}

/** The departures given to a guide, from yesterday on (a guide's phone keeps today's list). */
export async function guideDepartures(db: Db, guideId: number, today = shopToday()) {
  const rows = await db
    .select({
      id: tourDepartures.id,
      title: tours.title,
      date: tourDepartures.date,
      departsAt: tourDepartureTimes.departsAt,
    })
    .from(departureGuides)
    .innerJoin(tourDepartures, eq(tourDepartures.id, departureGuides.departureId))
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(tourDepartureTimes, eq(tourDepartureTimes.tourId, tours.id))
    .where(and(eq(departureGuides.guideId, guideId), gte(departureGuides.date, addDays(today, -1))))
    .orderBy(asc(tourDepartures.date), asc(tours.title))
    .limit(100);
  const ids = rows.map((r) => r.id);
  const [bookingRows, vehicleRows] = await Promise.all([bookingsOn(db, ids), vehiclesOn(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    tour_title: r.title,
    date: r.date,
    departs_at: r.departsAt ?? DEFAULT_DEPARTS_AT,
    travellers: travellersOf(bookingRows.filter((b) => b.departure === r.id).map(bookingOf)),
    vehicles: vehicleRows.filter((v) => v.departure === r.id).map((v) => `${v.name} (${v.plate})`),
  }));
}

/** Whether the guide is on this departure (else the guide's routes answer 404). */
export async function guideIsOn(db: Db, guideId: number, departureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: departureGuides.guideId })
    .from(departureGuides)
    .where(and(eq(departureGuides.guideId, guideId), eq(departureGuides.departureId, departureId)));
  return Boolean(row);
}

export { addDays, guidesOn, vehiclesOn };
