import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).notNull().unique(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_sessions_status_valid', sql`${t.status} in ('open','completed','cancelled','expired')`),
    index('payment_sessions_order_idx').on(t.orderId),
  ],
);

/**
 * Every payment a provider confirmed, one per paid session (the unique session keeps recording
 * idempotent). Money that could not be applied to its order (the order was already paid or
 * cancelled, or the provider reported another amount or currency than the session asked for)
 * is kept here with a refund due, for an admin to send back.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .unique()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** What the provider reports was paid, which may differ from the session's amount. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    refundStatus: varchar('refund_status', { length: 20 }).notNull().default('none'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payments_outcome_valid',
      sql`${t.outcome} in ('applied','duplicate','order_cancelled','mismatch')`,
    ),
    check('payments_refund_status_valid', sql`${t.refundStatus} in ('none','due','refunded')`),
    index('payments_order_idx').on(t.orderId),
    index('payments_refund_due_idx').on(t.createdAt).where(sql`${t.refundStatus} = 'due'`),
  ],
);
