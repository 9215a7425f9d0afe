import type { PaymentPurpose } from '@shop/contract/tour-terms';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
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
    /** docs/tours-pricing.md: what the session pays of its order: everything, a booking's deposit or its balance. */
    purpose: varchar('purpose', { length: 10 }).$type<PaymentPurpose>().notNull().default('full'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_sessions_status_valid', sql`${t.status} in ('open','completed','cancelled','expired')`),
    check('payment_sessions_purpose_valid', sql`${t.purpose} in ('full','deposit','balance')`),
    index('payment_sessions_order_idx').on(t.orderId),
  ],
);

/** The order and payment session a confirmed payment or a mobile-money push belongs to, and whose. */
const orderSessionColumns = () => ({
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id')
    .notNull()
    .unique()
    .references(() => paymentSessions.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 20 }).notNull(),
});

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
    ...orderSessionColumns(),
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

/**
 * docs/payments.md: one mobile-money push to a customer's phone. Each has its own payment session
 * (amount_tzs in TZS), so a confirmed payment is recorded once through the same path as a hosted
 * checkout's. The rate and amount are fixed when the attempt starts, never recomputed.
 */
export const mobileMoneyAttempts = pgTable(
  'mobile_money_attempts',
  {
    id: serial('id').primaryKey(),
    ...orderSessionColumns(),
    reference: varchar('reference', { length: 64 }).notNull().unique(),
    providerReference: varchar('provider_reference', { length: 255 }),
    msisdn: varchar('msisdn', { length: 12 }).notNull(),
    operator: varchar('operator', { length: 20 }).notNull(),
    amountTzs: numeric('amount_tzs', { precision: 14, scale: 2 }).notNull(),
    /** Null for a TZS order. */
    rate: numeric('rate', { precision: 10, scale: 2 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    failureReason: varchar('failure_reason', { length: 500 }),
    /** The body of every verified callback, as it arrived, for a person to read. */
    callbacks: jsonb('callbacks').$type<StoredCallback[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the background reconciler may next ask about it; a process claims it by moving this on. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider was last asked about it; polls ask again only some seconds later (docs/payments.md). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [
    check('mobile_money_attempts_status_valid', sql`${t.status} in ('pending','paid','failed','expired')`),
    index('mobile_money_attempts_order_idx').on(t.orderId),
    index('mobile_money_attempts_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('mobile_money_attempts_next_check_idx').on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    // The per-number push limit counts a number's recent attempts.
    index('mobile_money_attempts_msisdn_idx').on(t.msisdn, t.createdAt),
  ],
);

/** `sha256` of the body: a callback replayed with the same bytes is stored once (docs/payments.md). */
export type StoredCallback = { received_at: string; body: string; sha256?: string };

/**
 * The demo provider's side of a mobile-money push (TEST MODE): what it was asked to charge and
 * what the demo phone page answered. Its status() reads this row, as a real aggregator's API would.
 */
export const demoMobileMoneyPushes = pgTable(
  'demo_mobile_money_pushes',
  {
    reference: varchar('reference', { length: 64 }).primaryKey(),
    amountTzs: numeric('amount_tzs', { precision: 14, scale: 2 }).notNull(),
    msisdn: varchar('msisdn', { length: 12 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'demo_mobile_money_pushes_state_valid',
      sql`${t.state} in ('pending','approved','declined','cancelled')`,
    ),
  ],
);
