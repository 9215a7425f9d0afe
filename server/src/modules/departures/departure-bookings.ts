import { DEFAULT_DEPARTS_AT } from '@shop/contract/departures';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  bookingPickups,
  departureSeats,
  orderItems,
  orders,
  profiles,
  tourBookings,
  tourDepartures,
  tourDepartureTimes,
  tourPickupPoints,
  tours,
  users,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

/** A departure: a tour on a date (tour_departures, made by the first booking's seat claim). */
export type DepartureRow = { id: number; tourId: number; date: string; tourTitle: string; departsAt: string };

/** A booking on a departure as allocation and the manifest read it. */
export type DepartureBooking = {
  order: number;
  reference: string;
  customer: string;
  phone: string;
  travellers: number;
  currency: 'TZS' | 'USD';
  balanceDue: string;
  paid: boolean;
  notes: string;
  pickup: { id: number; name: string; offset: number; position: number; lat: number; lng: number } | null;
  vehicleId: number | null;
  moved: boolean;
};

export async function loadDeparture(db: Db, id: number): Promise<DepartureRow> {
  const [row] = await db
    .select({
      id: tourDepartures.id,
      tourId: tourDepartures.tourId,
      date: tourDepartures.date,
      tourTitle: tours.title,
      departsAt: tourDepartureTimes.departsAt,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .leftJoin(tourDepartureTimes, eq(tourDepartureTimes.tourId, tourDepartures.tourId))
    .where(eq(tourDepartures.id, id));
  if (!row) throw AppError.notFound('Departure not found.');
  return { ...row, departsAt: row.departsAt ?? DEFAULT_DEPARTS_AT };
}

/**
 * The bookings that hold seats on these departures: tour orders not cancelled whose seats were
 * not given back (an unpaid hold still counts until it expires), by order number.
 */
export function bookingsOn(db: Db, departureIds: number[]) {
  if (departureIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      departure: tourDepartures.id,
      order: orders.id,
      reference: orders.orderId,
      username: users.username,
      fullName: profiles.fullName,
      phone: profiles.phone,
      countryCode: profiles.countryCode,
      participants: orderItems.participants,
      quantity: orderItems.quantity,
      orderCurrency: orders.currency,
      orderTotal: orders.totalAmount,
      paymentStatus: orders.paymentStatus,
      notes: orders.notes,
      bookingCurrency: tourBookings.currency,
      bookingTotal: tourBookings.total,
      amountPaid: tourBookings.amountPaid,
      pickupId: tourPickupPoints.id,
      pickupName: tourPickupPoints.name,
      pickupOffset: tourPickupPoints.offsetMinutes,
      pickupPosition: tourPickupPoints.position,
      lat: tourPickupPoints.lat,
      lng: tourPickupPoints.lng,
      vehicleId: departureSeats.vehicleId,
      movedBy: departureSeats.movedBy,
    })
    .from(tourDepartures)
    .innerJoin(
      orderItems,
      and(eq(orderItems.tourId, tourDepartures.tourId), eq(orderItems.tourDate, tourDepartures.date)),
    )
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(tourBookings, eq(tourBookings.orderId, orders.id))
    .leftJoin(bookingPickups, eq(bookingPickups.orderId, orders.id))
    .leftJoin(tourPickupPoints, eq(tourPickupPoints.id, bookingPickups.pickupPointId))
    .leftJoin(
      departureSeats,
      and(eq(departureSeats.orderId, orders.id), eq(departureSeats.departureId, tourDepartures.id)),
    )
    .where(
      and(
        inArray(tourDepartures.id, departureIds),
        eq(orders.kind, 'tour_booking'),
        ne(orders.status, 'cancelled'),
        eq(orders.seatsReleased, false),
        or(isNull(tourBookings.orderId), isNull(tourBookings.cancelledAt)),
      ),
    )
    .orderBy(asc(orders.id));
}

type BookingSelect = Awaited<ReturnType<typeof bookingsOn>>[number];

const cents = (s: string) => Math.round(Number(s) * 100);
const money = (c: number) => (Math.max(0, c) / 100).toFixed(2);

export function bookingOf(r: BookingSelect): DepartureBooking {
  // A booking with terms owes its total less what came in; a one-price booking all unless paid.
  const due = r.bookingTotal
    ? cents(r.bookingTotal) - cents(r.amountPaid ?? '0')
    : r.paymentStatus === 'paid'
      ? 0
      : cents(r.orderTotal);
  return {
    order: r.order,
    reference: r.reference,
    customer: r.fullName?.trim() || r.username,
    phone: r.phone ? `${r.countryCode ?? ''} ${r.phone}`.trim() : '',
    travellers: r.participants ?? r.quantity,
    currency: (r.bookingCurrency ?? r.orderCurrency) === 'USD' ? 'USD' : 'TZS',
    balanceDue: money(due),
    paid: due <= 0,
    notes: r.notes,
    pickup:
      r.pickupId === null
        ? null
        : {
            id: r.pickupId,
            name: r.pickupName!,
            offset: r.pickupOffset!,
            position: r.pickupPosition!,
            lat: Number(r.lat),
            lng: Number(r.lng),
          },
    vehicleId: r.vehicleId,
    moved: r.movedBy !== null,
  };
}

export async function departureBookings(db: Db, departureId: number): Promise<DepartureBooking[]> {
  return (await bookingsOn(db, [departureId])).map(bookingOf);
}

/** HH:MM plus minutes, on a 24-hour clock (a pickup before a 05:00 departure can fall the evening before). */
export function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Counts a departure's travellers: the sum of its bookings' seats. */
export const travellersOf = (bookings: DepartureBooking[]) => bookings.reduce((n, b) => n + b.travellers, 0);

export const countSql = sql<number>`count(*)`.mapWith(Number);
