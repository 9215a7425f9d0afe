import type { Manifest, ManifestBooking } from '@shop/contract/departures';
import { neutraliseFormula } from '@shop/contract/product-csv';
import { stringify } from 'csv-stringify/sync';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tourBookingTravellers } from '#server/db/schema.ts';
import { guidesOn, problemsOf, vehiclesOn } from './allocation';
import {
  addMinutes,
  type DepartureBooking,
  departureBookings,
  loadDeparture,
  travellersOf,
} from './departure-bookings';

/**
 * Route order (docs/departures.md): by the pickup points' position, then their time, then name;
 * bookings without a pickup last, by order number.
 */
export function routeOrder(a: DepartureBooking, b: DepartureBooking): number {
  if (!a.pickup || !b.pickup) return (a.pickup ? 0 : 1) - (b.pickup ? 0 : 1) || a.order - b.order;
  return (
    a.pickup.position - b.pickup.position ||
    a.pickup.offset - b.pickup.offset ||
    a.pickup.name.localeCompare(b.pickup.name) ||
    a.order - b.order
  );
}

/**
 * A departure's manifest: who goes (types, nationality and passport numbers for the park permits),
 * where and when each booking is collected in route order, what each still owes, notes, vehicles
 * and guides. Personal data: admins and the departure's own guides only.
 */
export async function departureManifest(db: Db, id: number): Promise<Manifest> {
  const departure = await loadDeparture(db, id);
  const [bookings, vs, gs] = await Promise.all([
    departureBookings(db, id),
    vehiclesOn(db, [id]),
    guidesOn(db, [id]),
  ]);
  const travellers = bookings.length
    ? await db
        .select()
        .from(tourBookingTravellers)
        .where(
          inArray(
            tourBookingTravellers.orderId,
            bookings.map((b) => b.order),
          ),
        )
        .orderBy(asc(tourBookingTravellers.orderId), asc(tourBookingTravellers.position))
    : [];
  const vehicleName = new Map(vs.map((v) => [v.id, `${v.name} (${v.plate})`]));
  const ordered = [...bookings].sort(routeOrder);
  return {
    departure: id,
    tour: departure.tourId,
    tour_title: departure.tourTitle,
    date: departure.date,
    departs_at: departure.departsAt,
    vehicles: vs.map((v) => ({ name: v.name, plate: v.plate, seats: v.seats })),
    guides: gs.map((g) => ({
      name: g.fullName?.trim() || g.username,
      phone: `${g.countryCode} ${g.phone}`,
    })),
    bookings: ordered.map(
      (b): ManifestBooking => ({
        order: b.order,
        order_id: b.reference,
        customer: b.customer,
        phone: b.phone,
        travellers_count: b.travellers,
        travellers: travellers
          .filter((t) => t.orderId === b.order)
          .map((t) => ({
            position: t.position,
            traveller_type: t.travellerType,
            residency: t.residency,
            full_name: t.fullName,
            nationality: t.nationality,
            id_number: t.idNumber,
          })),
        pickup: b.pickup?.name ?? null,
        pickup_time: b.pickup ? addMinutes(departure.departsAt, b.pickup.offset) : null,
        pickup_position: b.pickup?.position ?? null,
        lat: b.pickup?.lat ?? null,
        lng: b.pickup?.lng ?? null,
        vehicle: b.vehicleId === null ? null : (vehicleName.get(b.vehicleId) ?? null),
        currency: b.currency,
        balance_due: b.balanceDue,
        paid: b.paid,
        notes: b.notes,
      }),
    ),
    travellers: travellersOf(bookings),
    problems: problemsOf(
      bookings,
      vs.map((v) => v.seats),
      gs.length,
    ),
  };
}

const MANIFEST_HEADERS = [
  'Pickup time',
  'Pickup',
  'Booking',
  'Customer',
  'Phone',
  'Vehicle',
  'Traveller',
  'Type',
  'Residency',
  'Name',
  'Nationality',
  'Passport or ID',
  'Balance due',
  'Currency',
  'Notes',
];

/**
 * The manifest as CSV: one row per traveller (a booking without details yet: one row per seat),
 * UTF-8 with a byte-order mark, every text cell neutralised (a name typed as "=HYPERLINK(...)"
 * stays text in Excel and LibreOffice).
 */
export function manifestCsv(m: Manifest): string {
  const rows: (string | number)[][] = [];
  for (const b of m.bookings) {
    const people = b.travellers.length
      ? b.travellers
      : Array.from({ length: b.travellers_count }, (_, i) => ({
          position: i + 1,
          traveller_type: '',
          residency: '',
          full_name: null,
          nationality: null,
          id_number: null,
        }));
    for (const [i, t] of people.entries()) {
      rows.push([
        b.pickup_time ?? '',
        b.pickup ?? '',
        b.order_id,
        b.customer,
        b.phone,
        b.vehicle ?? '',
        t.position,
        t.traveller_type,
        t.residency,
        t.full_name ?? '',
        t.nationality ?? '',
        t.id_number ?? '',
        // The balance once per booking, on its first row, so a column sum is what is owed.
        i === 0 ? b.balance_due : '',
        i === 0 ? b.currency : '',
        i === 0 ? b.notes : '',
      ]);
    }
  }
  return stringify([MANIFEST_HEADERS, ...rows], { bom: true, cast: { string: neutraliseFormula } });
}

/** `manifest-<date>-<tour id>.csv`: nothing a person typed reaches the file name. */
export const manifestFileName = (m: Manifest) => `manifest-${m.date}-${m.tour}.csv`;
