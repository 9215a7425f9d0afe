import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * docs/messages.md, "Alerts": which alerts the admins get, one row (id 1). Until an admin saves
 * them there is no row and every alert is on.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    lowStock: boolean('low_stock').notNull(),
    soldOut: boolean('sold_out').notNull(),
    dailySummary: boolean('daily_summary').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('alert_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per daily alert and shop day, inserted in the transaction that queues it: a second
 * process (or a second pass) finds the key taken and queues nothing.
 */
export const alertRuns = pgTable(
  'alert_runs',
  {
    kind: varchar('kind', { length: 30 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'alert_runs_pk', columns: [t.kind, t.day] })],
);
