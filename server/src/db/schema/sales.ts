import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { brandColumn, validBrand } from './catalog';

/** The figures of sales_days and sales_months, per brand, kind, currency and slot. */
const figureColumns = () => ({
  brand: brandColumn().notNull(),
  kind: varchar('kind', { length: 20 }).$type<'product_order' | 'tour_booking'>().notNull(),
  currency: varchar('currency', { length: 3 }).$type<'TZS' | 'USD'>().notNull(),
  slot: smallint('slot').notNull(),
  orders: integer('orders').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
});

/**
 * docs/sales-and-exports.md: orders and revenue per shop-local day (Africa/Dar_es_Salaam), brand,
 * kind and currency, kept by triggers on `orders` (migration 0023) like order_figures, so "sales
 * over time" adds a few rows per day instead of reading every order. An order counts on the day it
 * was placed; `sales` and `revenue` count it while it is revenue (docs/prices-and-currencies.md).
 * Spread over slots (order id % 8) so concurrent checkouts of one day do not queue on one row.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.brand, t.kind, t.currency, t.slot] }),
    check('sales_days_brand_valid', validBrand(t.brand)),
  ],
);

/**
 * sales_days added up per month (the 1st of the month), kept by a trigger on `sales_days` (migration
 * 0029): a report over a long period reads its whole months here and only its edge days there
 * (docs/sales-and-exports.md).
 */
export const salesMonths = pgTable(
  'sales_months',
  {
    month: date('month').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.brand, t.kind, t.currency, t.slot] }),
    check('sales_months_brand_valid', validBrand(t.brand)),
  ],
);

/**
 * The lines of revenue orders per day and item (a product of a brand, or a tour): units and line
 * totals (quantity x unit price, without delivery fees), for the top laptops, IGSUM products and
 * tours. Kept by triggers on `orders` and `order_items` (migration 0023). Lines whose product or
 * tour was deleted drop out.
 */
export const salesItemDays = pgTable(
  'sales_item_days',
  {
    day: date('day').notNull(),
    itemType: varchar('item_type', { length: 10 }).$type<'product' | 'tour'>().notNull(),
    itemBrand: brandColumn('item_brand').notNull(),
    itemId: integer('item_id').notNull(),
    units: integer('units').notNull().default(0),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.itemBrand, t.day, t.itemId] }),
    check('sales_item_days_type_valid', sql`${t.itemType} in ('product', 'tour')`),
  ],
);

/**
 * docs/sales-and-exports.md: each item's units and revenue on every day before `month` (the 1st of a
 * month), one row per item that sold by then, for every month listed in `sales_running_months`.
 * A top list over a long period then subtracts two of these instead of adding every day of it:
 * its cost stays that of the items, however many months the period spans. Kept by a trigger on
 * `sales_item_days` (migration 0025); the first read of a new month adds that month's rows.
 */
export const salesItemRunning = pgTable(
  'sales_item_running',
  {
    month: date('month').notNull(),
    itemType: varchar('item_type', { length: 10 }).$type<'product' | 'tour'>().notNull(),
    itemBrand: brandColumn('item_brand').notNull(),
    itemId: integer('item_id').notNull(),
    units: integer('units').notNull().default(0),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.itemType, t.itemBrand, t.itemId] })],
);

/** The months `sales_item_running` holds, each complete: its rows were written in one transaction. */
export const salesRunningMonths = pgTable('sales_running_months', {
  month: date('month').primaryKey(),
});

/**
 * docs/phone-orders.md: orders and revenue per shop-local day, brand and channel (online, phone,
 * WhatsApp...), kept by triggers on `orders` (migration 0057) as sales_days is, so the sales report's
 * channels add a few rows per day instead of reading every order of the period. Revenue per
 * currency in its own column; spread over slots (order id % 8) as sales_days is.
 */
export const salesChannelDays = pgTable(
  'sales_channel_days',
  {
    day: date('day').notNull(),
    brand: brandColumn().notNull(),
    channel: varchar('channel', { length: 20 }).notNull(),
    slot: smallint('slot').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    tzs: numeric('tzs', { precision: 16, scale: 2 }).notNull().default('0'),
    usd: numeric('usd', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.brand, t.channel, t.slot] }),
    check('sales_channel_days_brand_valid', validBrand(t.brand)),
  ],
);
