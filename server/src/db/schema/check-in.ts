import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * docs/vouchers-and-check-in.md: each voucher scan a guide's phone sent, once: `scan_id` is made on
 * the phone, so a scan uploaded twice (the signal went before the answer came) is one row. The
 * travellers marked present are the union of a booking's scans; its first scan is the earliest
 * `scanned_at` (the phone's clock, when the guide scanned; `received_at` is when it arrived).
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: serial('id').primaryKey(),
    scanId: varchar('scan_id', { length: 64 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    travellerIds: integer('traveller_ids').array().notNull().default(sql`'{}'::integer[]`),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    deviceId: varchar('device_id', { length: 64 }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('check_in_scans_scan_id_uq').on(t.scanId), index('check_in_scans_order_idx').on(t.orderId)],
);
