import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { checkInScans, orders } from '#server/db/schema.ts';

/**
 * docs/privacy.md, "Download": the check-ins of a customer's bookings, which of their travellers
 * (by position on the booking) a guide marked present and when. Who scanned and the phone's id are
 * the guide's data, left out. They go 30 days after the departure (retention.md, `check_in_scans`).
 */
export function readCheckIns(db: Db, userId: number) {
  return db
    .select({
      order_id: orders.orderId,
      travellers_present: sql<number[]>`coalesce((select array_agg(t.position order by t.position)
        from tour_booking_travellers t
        where t.order_id = ${checkInScans.orderId} and t.id = any(${checkInScans.travellerIds})), '{}')`,
      scanned_at: checkInScans.scannedAt,
      received_at: checkInScans.receivedAt,
    })
    .from(checkInScans)
    .innerJoin(orders, eq(orders.id, checkInScans.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(checkInScans.scannedAt), asc(checkInScans.id));
}
