import type { DepartureTravellers, OverdueBalance } from '@shop/contract/tour-terms';
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, tourBookings, tourBookingTravellers, users } from '#server/db/schema.ts';
import { shopToday } from './shop-calendar';

/**
 * docs/tours-pricing.md: bookings whose deposit is paid and whose balance's due day has passed in
 * Dar es Salaam, oldest due first: the admin's "Needs attention" (extend, or cancel under the terms).
 */
export async function overdueBalances(db: Db, now = new Date()): Promise<OverdueBalance[]> {
  const rows = await db
    .select({
      order: tourBookings.orderId,
      reference: orders.orderId,
      title: orderItems.itemName,
      date: tourBookings.departureOn,
      currency: tourBookings.currency,
      balance: tourBookings.balance,
      dueOn: tourBookings.balanceDueOn,
      customer: users.email,
    })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(overdueWhere(now))
    .orderBy(asc(tourBookings.balanceDueOn), asc(tourBookings.orderId));
  return rows.map((r) => ({
    order: r.order,
    order_id: r.reference,
    tour_title: r.title ?? '',
    tour_date: r.date,
    currency: r.currency as OverdueBalance['currency'],
    balance: r.balance,
    balance_due_on: r.dueOn ?? '',
    customer_email: r.customer,
  }));
}

/**
 * Deposit paid, balance unpaid, due day before today, not cancelled (under the terms, or by an
 * admin setting the order's status). The caller joins `orders`.
 */
export function overdueWhere(now = new Date()) {
  return and(
    isNull(tourBookings.cancelledAt),
    ne(orders.status, 'cancelled'),
    lt(tourBookings.balanceDueOn, shopToday(now)),
    ne(tourBookings.amountPaid, tourBookings.total),
    sql`${tourBookings.amountPaid} > 0`,
  );
}

/** Every traveller booked on one departure, for park permits: admins only (personal data). */
export async function departureTravellers(
  db: Db,
  tourId: number,
  date: string,
): Promise<DepartureTravellers> {
  const rows = await db
    .select({
      order: orders.id,
      reference: orders.orderId,
      status: orders.status,
      position: tourBookingTravellers.position,
      type: tourBookingTravellers.travellerType,
      residency: tourBookingTravellers.residency,
      name: tourBookingTravellers.fullName,
      nationality: tourBookingTravellers.nationality,
      idNumber: tourBookingTravellers.idNumber,
      dob: tourBookingTravellers.dateOfBirth,
    })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(tourBookingTravellers, eq(tourBookingTravellers.orderId, tourBookings.orderId))
    .where(
      and(
        eq(tourBookings.tourId, tourId),
        eq(tourBookings.departureOn, date),
        isNull(tourBookings.cancelledAt),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.id), asc(tourBookingTravellers.position));
  return {
    tour: tourId,
    tour_date: date,
    travellers: rows.map((r) => ({
      order: r.order,
      order_id: r.reference,
      position: r.position,
      traveller_type: r.type,
      residency: r.residency,
      full_name: r.name,
      nationality: r.nationality,
      id_number: r.idNumber,
      date_of_birth: r.dob,
    })),
  };
}
