import type {
  CheckInBooking,
  CheckInDeparture,
  CheckInDepartureBookings,
  CheckInScanResult,
  CheckInScansBody,
  Voucher,
  VoucherTraveller,
} from '@shop/contract/check-in';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  checkInScans,
  departureGuides,
  orders,
  profiles,
  tourBookings,
  tourBookingTravellers,
  tourDepartures,
  tours,
  users,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { chosenPickup } from '#server/modules/departures/pickups.ts';
import { shopToday } from '#server/modules/tour-bookings/shop-calendar.ts';
import { type VoucherTokens, voucherHash } from './voucher-token';

/** Who reads check-in: an admin (every departure) or a guide (only the departures given to them). */
export type CheckInViewer = { userId: number; guideId: number | null };

/** Departures listed at most: a guide's coming days, an admin's coming departures with bookings. */
const DEPARTURES_LISTED = 60;

const money = (n: number) => n.toFixed(2);
const balanceOf = (total: string, paid: string) => money(Math.max(0, Number(total) - Number(paid)));
const nameOf = (fullName: string | null, username: string) => (fullName?.trim() ? fullName.trim() : username);

/** A paid booking: its voucher exists from its first payment (docs/vouchers-and-check-in.md). */
const paid = gt(tourBookings.amountPaid, '0');

async function travellersOf(db: Db, orderIds: number[]): Promise<Map<number, VoucherTraveller[]>> {
  const byOrder = new Map<number, VoucherTraveller[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: tourBookingTravellers.orderId,
      id: tourBookingTravellers.id,
      position: tourBookingTravellers.position,
      traveller_type: tourBookingTravellers.travellerType,
      full_name: tourBookingTravellers.fullName,
    })
    .from(tourBookingTravellers)
    .where(inArray(tourBookingTravellers.orderId, orderIds))
    .orderBy(asc(tourBookingTravellers.orderId), asc(tourBookingTravellers.position));
  for (const { orderId, ...traveller } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(traveller);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

type ScanState = {
  present: number[];
  firstAt: string | null;
  firstBy: string | null;
  firstScanId: string | null;
};

async function scansOf(db: Db, orderIds: number[]): Promise<Map<number, ScanState>> {
  const byOrder = new Map<number, ScanState>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: checkInScans.orderId,
      scanId: checkInScans.scanId,
      travellerIds: checkInScans.travellerIds,
      scannedAt: checkInScans.scannedAt,
      fullName: profiles.fullName,
      username: users.username,
    })
    .from(checkInScans)
    .leftJoin(users, eq(users.id, checkInScans.scannedBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(checkInScans.orderId, orderIds))
    .orderBy(asc(checkInScans.scannedAt), asc(checkInScans.id));
  for (const row of rows) {
    const state = byOrder.get(row.orderId) ?? {
      present: [],
      firstAt: null,
      firstBy: null,
      firstScanId: null,
    };
    if (state.firstAt === null) {
      state.firstAt = row.scannedAt.toISOString();
      state.firstBy = row.username === null ? null : nameOf(row.fullName, row.username);
      state.firstScanId = row.scanId;
    }
    for (const id of row.travellerIds) if (!state.present.includes(id)) state.present.push(id);
    byOrder.set(row.orderId, state);
  }
  return byOrder;
}

/** GET /api/vouchers/{id}/: the voucher of one of the customer's paid, live bookings; 404 otherwise. */
export async function customerVoucher(
  db: Db,
  tokens: VoucherTokens,
  orderId: number,
  userId: number,
): Promise<Voucher> {
  const [row] = await db
    .select({
      ref: orders.orderId,
      status: orders.status,
      cancelledAt: tourBookings.cancelledAt,
      currency: tourBookings.currency,
      total: tourBookings.total,
      amountPaid: tourBookings.amountPaid,
      departureOn: tourBookings.departureOn,
      tourTitle: tours.title,
      fullName: profiles.fullName,
      username: users.username,
    })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(tours, eq(tours.id, tourBookings.tourId))
    .where(and(eq(tourBookings.orderId, orderId), eq(orders.userId, userId), paid));
  if (!row || row.cancelledAt || row.status === 'cancelled') throw AppError.notFound();
  const travellers = (await travellersOf(db, [orderId])).get(orderId) ?? [];
  const scans = (await scansOf(db, [orderId])).get(orderId);
  return {
    order: orderId,
    order_id: row.ref,
    token: tokens.tokenOf(orderId),
    tour_title: row.tourTitle ?? '',
    tour_date: row.departureOn,
    customer_name: nameOf(row.fullName, row.username),
    currency: row.currency as Voucher['currency'],
    balance_due: balanceOf(row.total, row.amountPaid),
    travellers,
    first_scanned_at: scans?.firstAt ?? null,
    pickup: await chosenPickup(db, orderId),
  };
}

type DepartureRow = { id: number; tourId: number; tourTitle: string; date: string };

/** The departure, if the viewer may read it: a guide only those given to them; else 404, as for none. */
async function departureFor(db: Db, departureId: number, viewer: CheckInViewer): Promise<DepartureRow> {
  const [row] = await db
    .select({
      id: tourDepartures.id,
      tourId: tourDepartures.tourId,
      tourTitle: tours.title,
      date: tourDepartures.date,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(
      and(
        eq(tourDepartures.id, departureId),
        viewer.guideId === null
          ? undefined
          : sql`exists (select 1 from ${departureGuides} where ${departureGuides.departureId} = ${tourDepartures.id} and ${departureGuides.guideId} = ${viewer.guideId})`,
      ),
    );
  if (!row) throw AppError.notFound();
  return row;
}

type BookingRow = {
  orderId: number;
  ref: string;
  userId: number;
  status: string;
  cancelledAt: Date | null;
  currency: string;
  total: string;
  amountPaid: string;
  fullName: string | null;
  username: string;
  phone: string | null;
  countryCode: string | null;
};

async function bookingRows(db: Db, departure: DepartureRow): Promise<BookingRow[]> {
  return db
    .select({
      orderId: tourBookings.orderId,
      ref: orders.orderId,
      userId: orders.userId,
      status: orders.status,
      cancelledAt: tourBookings.cancelledAt,
      currency: tourBookings.currency,
      total: tourBookings.total,
      amountPaid: tourBookings.amountPaid,
      fullName: profiles.fullName,
      username: users.username,
      phone: profiles.phone,
      countryCode: profiles.countryCode,
    })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(tourBookings.tourId, departure.tourId), eq(tourBookings.departureOn, departure.date), paid))
    .orderBy(asc(tourBookings.orderId));
}

const isCancelled = (row: Pick<BookingRow, 'cancelledAt' | 'status'>) =>
  row.cancelledAt !== null || row.status === 'cancelled';

function phoneOf(row: BookingRow): string | null {
  if (!row.phone?.trim()) return null;
  const digits = row.phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `${row.countryCode ?? '+255'}${digits.slice(1)}`;
  return row.phone.trim();
}

/** A departure's paid bookings with their travellers and check-in so far, for the guide's phone and the admin. */
export async function departureBookings(
  db: Db,
  tokens: VoucherTokens,
  departureId: number,
  viewer: CheckInViewer,
): Promise<CheckInDepartureBookings> {
  const departure = await departureFor(db, departureId, viewer);
  const rows = await bookingRows(db, departure);
  const ids = rows.map((r) => r.orderId);
  const travellers = await travellersOf(db, ids);
  const scans = await scansOf(db, ids);
  const bookings: CheckInBooking[] = rows.map((row) => {
    const scan = scans.get(row.orderId);
    return {
      order: row.orderId,
      order_id: row.ref,
      customer_name: nameOf(row.fullName, row.username),
      phone: phoneOf(row),
      voucher_hash: voucherHash(tokens.tokenOf(row.orderId)),
      currency: row.currency as CheckInBooking['currency'],
      balance_due: balanceOf(row.total, row.amountPaid),
      cancelled: isCancelled(row),
      travellers: travellers.get(row.orderId) ?? [],
      present: scan?.present ?? [],
      first_scanned_at: scan?.firstAt ?? null,
      first_scanned_by: scan?.firstBy ?? null,
    };
  });
  const live = bookings.filter((b) => !b.cancelled);
  return {
    departure: {
      id: departure.id,
      tour: departure.tourId,
      tour_title: departure.tourTitle,
      date: departure.date,
      bookings: live.length,
      travellers: live.reduce((n, b) => n + b.travellers.length, 0),
      checked_in: live.reduce((n, b) => n + b.present.length, 0),
    },
    bookings,
    read_at: new Date().toISOString(),
  };
}

/**
 * The departures a viewer opens from today on (Dar es Salaam's day), or on `date`: a guide's
 * given departures; for an admin those with a paid booking.
 */
export async function listDepartures(
  db: Db,
  viewer: CheckInViewer,
  date: string | undefined,
  now = new Date(),
): Promise<CheckInDeparture[]> {
  const onDay = date ? eq(tourDepartures.date, date) : gte(tourDepartures.date, shopToday(now));
  const given =
    viewer.guideId === null
      ? undefined
      : sql`exists (select 1 from ${departureGuides} where ${departureGuides.departureId} = ${tourDepartures.id} and ${departureGuides.guideId} = ${viewer.guideId})`;
  const live = sql`${tourBookings.tourId} = ${tourDepartures.tourId} and ${tourBookings.departureOn} = ${tourDepartures.date}
    and ${tourBookings.amountPaid} > 0 and ${tourBookings.cancelledAt} is null`;
  const rows = await db
    .select({
      id: tourDepartures.id,
      tour: tourDepartures.tourId,
      tour_title: tours.title,
      date: tourDepartures.date,
      bookings: sql<number>`(select count(*) from ${tourBookings} where ${live})::int`,
      travellers: sql<number>`(select count(*) from ${tourBookingTravellers} join ${tourBookings} on ${tourBookings.orderId} = ${tourBookingTravellers.orderId} where ${live})::int`,
      checked_in: sql<number>`(select count(distinct (s.order_id, t.id)) from ${checkInScans} s
        join ${tourBookings} on ${tourBookings.orderId} = s.order_id
        join ${tourBookingTravellers} t on t.order_id = s.order_id and t.id = any(s.traveller_ids)
        where ${live})::int`,
    })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(and(onDay, given))
    .orderBy(asc(tourDepartures.date), asc(tours.title))
    .limit(DEPARTURES_LISTED);
  return viewer.guideId === null ? rows.filter((r) => r.bookings > 0) : rows;
}

/**
 * POST scans (docs/vouchers-and-check-in.md): each scan is recorded once by its scan id, whatever
 * how often the phone sends it; a token that names no paid booking of this departure is refused
 * as one outcome among the others, never as an error of the whole upload.
 */
export async function recordScans(
  db: Db,
  tokens: VoucherTokens,
  viewer: CheckInViewer,
  body: CheckInScansBody,
): Promise<CheckInScanResult[]> {
  const departure = await departureFor(db, body.departure, viewer);
  const rows = await bookingRows(db, departure);
  const byOrder = new Map(rows.map((r) => [r.orderId, r]));
  const travellers = await travellersOf(
    db,
    rows.map((r) => r.orderId),
  );
  const results: CheckInScanResult[] = [];
  for (const scan of body.scans) {
    const refused = (
      refusal: CheckInScanResult['refusal'],
      order: number | null = null,
    ): CheckInScanResult => ({
      scan_id: scan.scan_id,
      outcome: 'refused',
      refusal,
      order,
      already_used: false,
      first_scanned_at: null,
      first_scanned_by: null,
      present: [],
    });
    const orderId = tokens.orderOf(scan.token);
    if (orderId === null) {
      results.push(refused('invalid'));
      continue;
    }
    const booking = byOrder.get(orderId);
    // A booking of another departure, or none at all: the same answer, so a token tells nothing more.
    if (!booking) {
      results.push(refused('other_departure'));
      continue;
    }
    if (isCancelled(booking)) {
      results.push(refused('cancelled', orderId));
      continue;
    }
    const own = new Set((travellers.get(orderId) ?? []).map((t) => t.id));
    const present = [...new Set(scan.traveller_ids.filter((id) => own.has(id)))];
    const inserted = await db
      .insert(checkInScans)
      .values({
        scanId: scan.scan_id,
        orderId,
        travellerIds: present,
        scannedBy: viewer.userId,
        deviceId: scan.device_id ?? null,
        scannedAt: new Date(scan.scanned_at),
      })
      .onConflictDoNothing({ target: checkInScans.scanId })
      .returning({ id: checkInScans.id });
    const state = (await scansOf(db, [orderId])).get(orderId);
    results.push({
      scan_id: scan.scan_id,
      outcome: inserted.length > 0 ? 'recorded' : 'repeated',
      refusal: null,
      order: orderId,
      already_used: state?.firstScanId !== scan.scan_id,
      first_scanned_at: state?.firstAt ?? null,
      first_scanned_by: state?.firstBy ?? null,
      present: state?.present ?? [],
    });
  }
  return results;
}

/** The booking of a departure the viewer may read, for a push of its balance; 404 otherwise. */
export async function bookingToPush(
  db: Db,
  viewer: CheckInViewer,
  departureId: number,
  orderId: number,
): Promise<{ userId: number }> {
  const departure = await departureFor(db, departureId, viewer);
  const booking = (await bookingRows(db, departure)).find((r) => r.orderId === orderId);
  if (!booking || isCancelled(booking)) throw AppError.notFound();
  return { userId: booking.userId };
}
