import type { StoreCreditKind } from '@shop/contract/store-credit';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * docs/store-credit.md: a customer's balance in one currency, the sum of its ledger's entries. The
 * row is what every change locks (SELECT ... FOR UPDATE), so uses of one balance take turns and
 * none spends it twice; the check is the last guard: a balance never goes below zero.
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check('store_credit_balances_currency_valid', sql`${t.currency} in ('TZS', 'USD')`),
    check('store_credit_balances_nonneg', sql`${t.balance} >= 0`),
  ],
);

/** docs/store-credit.md: every credit and every use, with its reason; never updated, never deleted. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Positive when given, negative when used. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<StoreCreditKind>().notNull(),
    /** As the admin (or the return) said it; plain text, shown escaped. */
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The admin who gave or corrected it. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who gave it when the admin is gone: their name as it was. */
    actorName: varchar('actor_name', { length: 150 }),
    /** A caller's key (a return's `return:<id>`): the same credit is never given twice. */
    source: varchar('source', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_credit_entries_currency_valid', sql`${t.currency} in ('TZS', 'USD')`),
    check('store_credit_entries_nonzero', sql`${t.amount} <> 0`),
    check(
      'store_credit_entries_kind_valid',
      sql`${t.kind} in ('admin_grant', 'return', 'order_used', 'order_released', 'admin_correction')`,
    ),
    check(
      'store_credit_entries_sign',
      sql`(${t.kind} in ('admin_grant', 'return', 'order_released') and ${t.amount} > 0) or (${t.kind} = 'order_used' and ${t.amount} < 0) or ${t.kind} = 'admin_correction'`,
    ),
    check(
      'store_credit_entries_order',
      sql`(${t.orderId} is not null) = (${t.kind} in ('order_used', 'order_released'))`,
    ),
    uniqueIndex('store_credit_entries_source_key').on(t.source),
    index('store_credit_entries_user_idx').on(t.userId, t.createdAt, t.id),
    index('store_credit_entries_order_idx').on(t.orderId),
  ],
);
