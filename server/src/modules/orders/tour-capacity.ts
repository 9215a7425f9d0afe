import { BOOKING_HOLD_MINUTES, CHECKOUT_HOLD_MINUTES, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { and, asc, eq, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, tourDepartures, tours } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { retakeOrderCredit } from '#server/modules/store-credit/ledger.ts';
import { takeOfferedSeats } from '#server/modules/waitlists/tour-waitlist.ts';
import { recordOrderEvent } from './order-events';
import { reclaimUnits, returnUnits } from './product-holds';

/** Today's date as YYYY-MM-DD (UTC), the earliest date a tour can be booked for. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Seats left on each bookable date of a tour: every date in available_dates from today on,
 * ascending. Expired holds are released first so abandoned bookings do not block a date.
 */
export async function seatsLeftByDate(
  db: Db | Tx,
  tourId: number,
): Promise<{ date: string; seats_left: number }[]> {
  await releaseExpiredHolds(db);
  const [tour] = await db
    .select({ max: tours.maxParticipants, dates: tours.availableDates })
    .from(tours)
    .where(eq(tours.id, tourId));
  if (!tour) return [];
  const today = todayIso();
  const dates = [...new Set(tour.dates)].filter((d) => d >= today).sort();
  if (dates.length === 0) return [];
  const taken = await db
    .select({ date: tourDepartures.date, seatsTaken: tourDepartures.seatsTaken })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.tourId, tourId), inArray(tourDepartures.date, dates)));
  const takenOn = new Map(taken.map((row) => [row.date, row.seatsTaken]));
  return dates.map((date) => ({ date, seats_left: Math.max(0, tour.max - (takenOn.get(date) ?? 0)) }));
}

/** Seats still free on one date (the tour's max when nobody booked it yet). */
async function seatsLeftOn(db: Db | Tx, tourId: number, date: string): Promise<number> {
  const [row] = await db
    .select({
      left: sql<number>`${tours.maxParticipants} - coalesce(${tourDepartures.seatsTaken}, 0)`.mapWith(Number),
    })
    .from(tours)
    .leftJoin(tourDepartures, and(eq(tourDepartures.tourId, tours.id), eq(tourDepartures.date, date)))
    .where(eq(tours.id, tourId));
  return Math.max(0, row?.left ?? 0);
}

export type SeatClaim = { ok: true } | { ok: false; seatsLeft: number };

/**
 * Takes `seats` on a tour date in one conditional UPDATE, so two customers racing for the
 * last seats cannot both get them: the loser's row no longer satisfies the condition.
 * Call inside the transaction that creates (or revives) the booking.
 */
export async function claimSeats(tx: Tx, tourId: number, date: string, seats: number): Promise<SeatClaim> {
  await tx.insert(tourDepartures).values({ tourId, date }).onConflictDoNothing();
  const claimed = await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`${tourDepartures.seatsTaken} + ${seats}` })
    .where(
      and(
        eq(tourDepartures.tourId, tourId),
        eq(tourDepartures.date, date),
        sql`${tourDepartures.seatsTaken} + ${seats} <= (select ${tours.maxParticipants} from ${tours} where ${tours.id} = ${tourId})`,
      ),
    )
    .returning({ id: tourDepartures.id });
  if (claimed.length > 0) return { ok: true };
  return { ok: false, seatsLeft: await seatsLeftOn(tx, tourId, date) };
}

/**
 * A booking's seats, both booking paths (orders/tour-booking.ts, tour-bookings/booking-service.ts):
 * seats a waitlist offered this customer are theirs first (docs/back-in-stock.md), then the claim;
 * a date without enough seats is refused, saying how many are left.
 */
export async function claimBookingSeats(
  tx: Tx,
  userId: number,
  tourId: number,
  date: string,
  seats: number,
): Promise<void> {
  await takeOfferedSeats(tx, userId, tourId, date);
  const claim = await claimSeats(tx, tourId, date, seats);
  if (claim.ok) return;
  throw claim.seatsLeft === 0
    ? AppError.refused(409, ORDER_ERROR_CODES.soldOut, 'dateSoldOut', {})
    : AppError.refused(409, ORDER_ERROR_CODES.soldOut, 'seatsLeft', { count: claim.seatsLeft, date });
}

/**
 * Gives back what one order holds: a booking's seats, a product order's units. The
 * seats_released flag is flipped by a conditional update, so however often this runs (cancel,
 * expiry, admin, sold) the hold returns once. Returns whether this call released it.
 */
export async function releaseOrderHold(db: Db | Tx, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(orders)
      .set({ seatsReleased: true, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.seatsReleased, false)))
      .returning({ id: orders.id });
    await returnHolds(
      tx,
      released.map((o) => o.id),
    );
    return released.length > 0;
  });
}

/**
 * Unpaid bookings and pay-now product orders still `pending` after their hold expired are
 * cancelled and their seats or units go back on sale, exactly once. Orders an admin moved on
 * (confirmed, ...) keep their hold; a paid order never loses it. Rows another transaction is already releasing are skipped
 * (SKIP LOCKED), so concurrent callers neither wait on nor deadlock with each other.
 */
export async function releaseExpiredHolds(db: Db | Tx): Promise<number> {
  // Nearly always none is due: one plain look (orders_open_holds_idx) instead of a transaction's
  // three statements, each a round trip, on every read that calls this (docs/lists.md).
  const [any] = await db.select({ id: orders.id }).from(orders).where(holdExpired).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(holdExpired)
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const released = await tx
      .update(orders)
      .set({
        seatsReleased: true,
        status: 'cancelled',
        notes: appendNote(holdExpiredNote),
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(
            orders.id,
            due.map((o) => o.id),
          ),
          eq(orders.seatsReleased, false),
          ne(orders.paymentStatus, 'paid'),
        ),
      )
      .returning({ id: orders.id, kind: orders.kind });
    await returnHolds(
      tx,
      released.map((o) => o.id),
    );
    for (const order of released) {
      await recordOrderEvent(tx, order.id, {
        type: 'status',
        status: 'cancelled',
        note: order.kind === 'tour_booking' ? HOLD_EXPIRED_NOTE : CHECKOUT_EXPIRED_NOTE,
      });
    }
    return released.length;
  });
}

/** An order whose hold ran out unpaid while pending: releaseExpiredHolds cancels it. */
const holdExpired = and(
  eq(orders.seatsReleased, false),
  isNotNull(orders.holdExpiresAt),
  lt(orders.holdExpiresAt, sql`now()`),
  eq(orders.status, 'pending'),
  ne(orders.paymentStatus, 'paid'),
);

/** SQL for orders.notes with one more line, so a customer's own note is kept. */
export function appendNote(note: string | SQL) {
  return sql`case when ${orders.notes} = '' then ${note} else ${orders.notes} || ${'\n'} || ${note} end`;
}

export const HOLD_EXPIRED_NOTE = `Cancelled automatically: not paid within ${BOOKING_HOLD_MINUTES} minutes.`;
export const CHECKOUT_EXPIRED_NOTE = `Cancelled automatically: not paid within ${CHECKOUT_HOLD_MINUTES} minutes.`;

const holdExpiredNote = sql`case when ${orders.kind} = 'tour_booking' then ${HOLD_EXPIRED_NOTE} else ${CHECKOUT_EXPIRED_NOTE} end`;

/**
 * Takes the hold again of an order whose seats_released flag was just flipped back (an admin
 * reviving a cancelled order, or a payment arriving after the hold expired). The caller flips
 * the flag with a conditional update first and rolls back when the hold no longer fits.
 */
export async function reclaimOrderHold(
  tx: Tx,
  orderId: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  for (const line of await seatsPerDeparture(tx, [orderId])) {
    const claim = await claimSeats(tx, line.tourId, line.date, line.seats);
    if (!claim.ok) {
      return {
        ok: false,
        reason:
          claim.seatsLeft === 0
            ? `${line.date} is sold out`
            : `only ${claim.seatsLeft} seats left on ${line.date}`,
      };
    }
  }
  const units = await reclaimUnits(tx, orderId);
  if (!units.ok) return { ok: false, reason: `${units.itemName} no longer has enough stock` };
  // docs/store-credit.md: the credit its cancel gave back is taken again, or it stays cancelled.
  if (!(await retakeOrderCredit(tx, orderId))) {
    return { ok: false, reason: "the customer's store credit no longer covers its part" };
  }
  return units;
}

/** The seats and units of orders whose hold flag was just flipped to released go back on sale. */
async function returnHolds(tx: Tx, orderIds: number[]) {
  await returnSeats(tx, orderIds);
  await returnUnits(tx, orderIds);
}

async function returnSeats(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return;
  // Departures are updated in one fixed order so two releases never wait on each other in a cycle.
  for (const line of await seatsPerDeparture(tx, orderIds)) {
    await tx
      .update(tourDepartures)
      .set({ seatsTaken: sql`greatest(${tourDepartures.seatsTaken} - ${line.seats}, 0)` })
      .where(and(eq(tourDepartures.tourId, line.tourId), eq(tourDepartures.date, line.date)));
  }
}

async function seatsPerDeparture(tx: Tx, orderIds: number[]) {
  const rows = await tx
    .select({
      tourId: orderItems.tourId,
      date: orderItems.tourDate,
      seats: sql<number>`sum(coalesce(${orderItems.participants}, ${orderItems.quantity}))`.mapWith(Number),
    })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        isNotNull(orderItems.tourId),
        isNotNull(orderItems.tourDate),
      ),
    )
    .groupBy(orderItems.tourId, orderItems.tourDate)
    .orderBy(asc(orderItems.tourId), asc(orderItems.tourDate));
  return rows.flatMap((r) =>
    r.tourId !== null && r.date !== null ? [{ tourId: r.tourId, date: r.date, seats: r.seats }] : [],
  );
}
