import {
  MAX_HELD_LAPTOP_UNITS,
  MAX_OPEN_BOOKINGS,
  MAX_OPEN_LAPTOP_ORDERS,
  ORDER_ERROR_CODES,
} from '@shop/contract/orders';
import { and, count, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orders, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';

/**
 * Locks the customer's row, so parallel orders by one customer take turns here and cannot all
 * count the same open holds before any of them is written.
 */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Unpaid orders of the customer still holding seats or units, an expired hold not counted. */
function openUnpaid(userId: number, kind: 'product_order' | 'tour_booking') {
  return and(
    eq(orders.userId, userId),
    eq(orders.kind, kind),
    ne(orders.status, 'cancelled'),
    ne(orders.paymentStatus, 'paid'),
    eq(orders.seatsReleased, false),
    or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, sql`now()`)),
  );
}

/**
 * docs/seats-and-holds.md: at most MAX_OPEN_BOOKINGS unpaid bookings holding seats. The caller
 * takes this lock last (after the departure's), so no two bookings wait on each other in a cycle.
 */
export async function refuseBeyondOpenBookingCap(tx: Tx, userId: number): Promise<void> {
  await lockCustomer(tx, userId);
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(openUnpaid(userId, 'tour_booking'), isNotNull(orders.holdExpiresAt)));
  if ((open?.n ?? 0) >= MAX_OPEN_BOOKINGS) {
    throw AppError.refused(409, ORDER_ERROR_CODES.tooManyOpenBookings, 'tooManyOpenBookings', {
      count: MAX_OPEN_BOOKINGS,
    });
  }
}

/**
 * docs/stock.md: at most MAX_OPEN_LAPTOP_ORDERS unpaid product orders holding units, and at most
 * MAX_HELD_LAPTOP_UNITS units held by them with this order's `units`, so one account cannot
 * hold the shop's stock. The caller has locked only its own cart lines before this, and takes
 * the products' rows after it.
 */
export async function refuseBeyondOpenOrderCap(tx: Tx, userId: number, units: number): Promise<void> {
  await lockCustomer(tx, userId);
  const [open] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(openUnpaid(userId, 'product_order'));
  if ((open?.orders ?? 0) >= MAX_OPEN_LAPTOP_ORDERS) {
    throw AppError.refused(409, ORDER_ERROR_CODES.tooManyOpenOrders, 'tooManyOpenOrders', {
      count: MAX_OPEN_LAPTOP_ORDERS,
    });
  }
  const held = open?.units ?? 0;
  if (held + units > MAX_HELD_LAPTOP_UNITS) {
    const code = ORDER_ERROR_CODES.tooManyOpenOrders;
    throw held > 0
      ? AppError.refused(409, code, 'tooManyHeldUnitsAlready', { max: MAX_HELD_LAPTOP_UNITS, held })
      : AppError.refused(409, code, 'tooManyHeldUnits', { max: MAX_HELD_LAPTOP_UNITS });
  }
}
