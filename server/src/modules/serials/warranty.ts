import { SHOP_UTC_OFFSET_HOURS } from '@shop/contract/alerts';
import { CASH_RECEIVED_STATUSES } from '@shop/contract/orders';
import { type LineWarranty, warrantyOf } from '@shop/contract/serials';
import { and, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderEvents, orderItems, orders } from '#server/db/schema.ts';

/** The Dar es Salaam day (YYYY-MM-DD) of a moment: warranty days are the shop's calendar days. */
export const darEsSalaamDay = (at: Date) =>
  new Date(at.getTime() + SHOP_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/**
 * docs/serials-and-warranty.md: the warranty of each product line of `where`'s orders, by line id.
 * It starts on the day the customer received the goods (the first `delivered`, `completed` or
 * `sold` step of the order's timeline, the statuses at which the goods change hands, as for cash
 * on delivery), else the day the order was paid; a line of an order neither received nor paid,
 * or of a product without warranty, has none (null).
 */
async function warrantiesWhere(db: Db | Tx, where: SQL, now: Date) {
  const rows = await db
    .select({
      itemId: orderItems.id,
      orderId: orderItems.orderId,
      months: orderItems.warrantyMonths,
      paidAt: orders.paidAt,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(where, sql`${orderItems.productBrand} is not null`));
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  // Read through order_events_order_idx for these orders only.
  const steps =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: orderEvents.orderId, at: min(orderEvents.createdAt) })
          .from(orderEvents)
          .where(
            and(
              inArray(orderEvents.orderId, orderIds),
              eq(orderEvents.type, 'status'),
              inArray(orderEvents.status, [...CASH_RECEIVED_STATUSES]),
            ),
          )
          .groupBy(orderEvents.orderId);
  const receivedOf = new Map(steps.map((s) => [s.orderId, s.at]));
  const out = new Map<number, LineWarranty | null>();
  for (const row of rows) {
    const at = receivedOf.get(row.orderId);
    // min() comes back as text on node-postgres.
    const receivedAt = at === undefined || at === null ? null : new Date(at);
    out.set(row.itemId, lineWarranty(row.months, { ...row, receivedAt }, now));
  }
  return out;
}

/**
 * The rule above for one line of `months` (null: none), given its order's payment, status and
 * first step at which the goods changed hands (receivedAt): for a reader holding these already.
 */
export function lineWarranty(
  months: number | null,
  order: { paidAt: Date | null; status: string; receivedAt: Date | null },
  now = new Date(),
): LineWarranty | null {
  const start = order.receivedAt ?? order.paidAt;
  if (start === null || order.status === 'cancelled') return null;
  const from = order.receivedAt ? 'received' : 'paid';
  return warrantyOf(months ?? 0, darEsSalaamDay(start), from, darEsSalaamDay(now));
}

/** The warranties of the product lines of orders `orderIds`, by line id. */
export function orderWarranties(db: Db | Tx, orderIds: number[], now = new Date()) {
  if (orderIds.length === 0) return Promise.resolve(new Map<number, LineWarranty | null>());
  return warrantiesWhere(db, inArray(orderItems.orderId, orderIds), now);
}

/**
 * The question returns and warranty claims ask (docs/serials-and-warranty.md): is order line
 * `orderItemId` under warranty, and until when? Undefined when there is no such product line;
 * null when it has no warranty (none on the product, the order not paid or received yet, or
 * cancelled); else its months, first and last day covered and whether `now` is within them.
 */
export async function orderLineWarranty(
  db: Db | Tx,
  orderItemId: number,
  now = new Date(),
): Promise<LineWarranty | null | undefined> {
  const map = await warrantiesWhere(db, eq(orderItems.id, orderItemId), now);
  return map.has(orderItemId) ? (map.get(orderItemId) ?? null) : undefined;
}
