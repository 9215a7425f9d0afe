import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { payments } from './payments';
import { users } from './users';

/**
 * docs/refunds.md: money paid back on one payment, through the provider that took it (Stripe's
 * refunds, ClickPesa's payouts, the demo) or recorded by an admin as sent by hand with a
 * reference. The refunds of a payment that are not `failed` never add up to more than it
 * (checked with the payment's row locked, refund-service.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** Why it was asked for: `admin`, `payment_due` (a refund due), `booking` (a cancellation), `return`. */
    source: varchar('source', { length: 20 }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the provider is sent as its idempotency key (Stripe) or order reference (ClickPesa): letters and digits. */
    idempotencyKey: varchar('idempotency_key', { length: 40 }).notNull().unique(),
    /** The caller's own key (a return's, a booking's part): a repeated request answers the first refund. */
    requestKey: varchar('request_key', { length: 100 }).unique(),
    /** `provider` is sent by the worker; `manual` was sent by hand and recorded with its reference. */
    method: varchar('method', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    providerReference: varchar('provider_reference', { length: 255 }),
    /** Paid against a sale's receipt: its credit note is issued when the refund succeeds (docs/receipts.md). */
    creditsReceipt: boolean('credits_receipt').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease while it asks the provider; a process killed meanwhile leaves it to run out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'refunds_status_valid',
      sql`${t.status} in ('requested','sending','pending','succeeded','failed','manual')`,
    ),
    check('refunds_method_valid', sql`${t.method} in ('provider','manual')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('requested','sending','pending')`),
  ],
);
