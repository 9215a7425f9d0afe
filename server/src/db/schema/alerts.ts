import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';

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

/**
 * docs/messages.md, "Alerts": one row each time what a shopper can buy of a product (stock less
 * held units, docs/stock.md) fell to 0 through a hold or a sale, written by a trigger on products
 * (migration 0031); `pending` until an alert pass has taken it.
 */
export const sellOuts = pgTable(
  'sell_outs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: brandColumn().notNull(),
    productId: integer('product_id').notNull(),
    /** The order that took the last unit, when the change named one (db/stock-reason.ts). */
    orderReference: varchar('order_reference', { length: 32 }),
    pending: boolean('pending').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'sell_outs_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    check('sell_outs_brand_valid', validBrand(t.brand)),
    index('sell_outs_pending_idx').on(t.id).where(sql`${t.pending}`),
  ],
);
