import type { ReturnCondition, ReturnKind, ReturnResolution, ReturnStatus } from '@shop/contract/returns';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, validBrand } from './catalog';
import { orderItems, orders } from './orders';
import { users } from './users';

/**
 * docs/returns.md: a brand's return window, in Dar es Salaam days from the day the order was
 * received; a brand without a row has DEFAULT_RETURN_WINDOW_DAYS.
 */
export const returnWindows = pgTable(
  'return_windows',
  {
    brand: brandColumn().primaryKey(),
    days: integer('days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_windows_brand_valid', validBrand(t.brand)),
    check('return_windows_days_valid', sql`${t.days} between 0 and 365`),
  ],
);

/**
 * docs/returns.md: a customer's return or repair request for units of one order line, and each
 * step an admin took on it (who and when), kept whole: a refused or resolved request stays.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    kind: varchar('kind', { length: 10 }).$type<ReturnKind>().notNull(),
    /** Claimed inside the return window, or beyond it under the line's warranty. */
    basis: varchar('basis', { length: 10 }).$type<'window' | 'warranty'>().notNull(),
    /** As the customer typed it: plain text everywhere. */
    reason: text('reason').notNull(),
    /** Generated names of the uploaded photos (served at /media/<name>). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).$type<ReturnStatus>().notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvalNote: text('approval_note').notNull().default(''),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusedBy: integer('refused_by').references(() => users.id, { onDelete: 'set null' }),
    refusalReason: text('refusal_reason').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    condition: varchar('condition', { length: 10 }).$type<ReturnCondition>(),
    conditionNote: text('condition_note').notNull().default(''),
    /** Put back on sale: its units went back to stock, once (ledger reason `return_restocked`). */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    restockedBy: integer('restocked_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: varchar('resolution', { length: 20 }).$type<ReturnResolution>(),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    creditAmount: numeric('credit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    resolutionNote: text('resolution_note').notNull().default(''),
  },
  (t) => [
    check('return_requests_quantity_pos', sql`${t.quantity} > 0`),
    check('return_requests_kind_valid', sql`${t.kind} in ('return', 'repair')`),
    check('return_requests_basis_valid', sql`${t.basis} in ('window', 'warranty')`),
    check(
      'return_requests_status_valid',
      sql`${t.status} in ('requested', 'approved', 'refused', 'received', 'resolved')`,
    ),
    check('return_requests_condition_valid', sql`${t.condition} in ('as_new', 'used', 'damaged', 'faulty')`),
    check(
      'return_requests_resolution_valid',
      sql`${t.resolution} in ('refund', 'store_credit', 'refund_and_credit', 'replacement', 'repair')`,
    ),
    check('return_requests_money_nonneg', sql`${t.refundAmount} >= 0 and ${t.creditAmount} >= 0`),
    index('return_requests_item_idx').on(t.orderItemId),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId, t.id),
    index('return_requests_status_idx').on(t.status, t.id),
  ],
);
