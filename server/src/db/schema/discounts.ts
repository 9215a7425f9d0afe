import type { DiscountKind, DiscountUseState } from '@shop/contract/discounts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, validBrand } from './catalog';
import { orders } from './orders';
import { users } from './users';

/** docs/discount-codes.md: a code an admin created, with its rules. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** As the admin typed it (upper case); unique whatever the case. */
    code: varchar('code', { length: 40 }).notNull(),
    /** The shop it belongs to: its amounts are in that brand's currency. */
    brand: brandColumn().notNull(),
    kind: varchar('kind', { length: 20 }).$type<DiscountKind>().notNull(),
    /** Whole percent off the eligible lines, for `percentage`. */
    percent: integer('percent'),
    /** Off the eligible lines, in the brand's currency, for `fixed_amount`. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The eligible lines must reach this (brand's currency); 0 for none. */
    minSpend: numeric('min_spend', { precision: 14, scale: 2 }).notNull().default('0'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may hold the code at once (reserved or paid); null for no cap. */
    totalCap: integer('total_cap'),
    /** Per customer: per account and per phone number; null for no cap. */
    perCustomerCap: integer('per_customer_cap'),
    /** Scope: empty lists = the whole brand; else a line matching any of them. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    tourIds: integer('tour_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Whether lines already on sale (original price above price) are discounted too. */
    appliesToSaleItems: boolean('applies_to_sale_items').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The admin's own note; never shown to customers. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_lower_uq').on(sql`lower(${t.code})`),
    check('discount_codes_brand_valid', validBrand(t.brand)),
    check('discount_codes_kind_valid', sql`${t.kind} in ('percentage', 'fixed_amount', 'free_delivery')`),
    check('discount_codes_currency_valid', sql`${t.currency} in ('TZS', 'USD')`),
    check(
      'discount_codes_value_valid',
      sql`(${t.kind} = 'percentage' and ${t.percent} between 1 and 100 and ${t.amount} is null)
        or (${t.kind} = 'fixed_amount' and ${t.amount} > 0 and ${t.percent} is null)
        or (${t.kind} = 'free_delivery' and ${t.amount} is null and ${t.percent} is null)`,
    ),
    check('discount_codes_min_spend_nonneg', sql`${t.minSpend} >= 0`),
    check(
      'discount_codes_period_valid',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'discount_codes_caps_valid',
      sql`coalesce(${t.totalCap}, 1) > 0 and coalesce(${t.perCustomerCap}, 1) > 0`,
    ),
  ],
);

/**
 * docs/discount-codes.md: one code on one order. `reserved` when the order is placed, `redeemed`
 * once it is paid, `released` when it is cancelled or its hold expires: kept by the trigger
 * `discount_use_follow_order` on orders (migration 0035), so every path that changes an order
 * moves its use in the same transaction.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's mobile number as +255 and nine digits (tz_phone_key), when it has one. */
    phoneKey: varchar('phone_key', { length: 13 }),
    /** The delivery's mobile number, the same way, for a delivered order. */
    deliveryPhoneKey: varchar('delivery_phone_key', { length: 13 }),
    state: varchar('state', { length: 10 }).$type<DiscountUseState>().notNull().default('reserved'),
    /** The saving the order got (its discount_amount). */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    check('discount_code_uses_state_valid', sql`${t.state} in ('reserved', 'redeemed', 'released')`),
    index('discount_code_uses_code_idx').on(t.codeId, t.state),
    index('discount_code_uses_user_idx').on(t.codeId, t.userId),
    index('discount_code_uses_phone_idx').on(t.codeId, t.phoneKey),
    index('discount_code_uses_delivery_phone_idx').on(t.codeId, t.deliveryPhoneKey),
  ],
);
