import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';
import { users } from './users';

/**
 * docs/stock.md, "The stock ledger": one row per change of a product's stock_quantity, written by
 * a trigger on products (migration 0024) whoever writes it; who and why come from the
 * transaction's `shop.stock_reason` setting (db/stock-reason.ts).
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: brandColumn().notNull(),
    productId: integer('product_id').notNull(),
    /** Null for the row a new product starts with. */
    quantityBefore: integer('quantity_before'),
    quantityAfter: integer('quantity_after').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    /** The order that sold or gave back the units (orders.id and its public reference). */
    orderId: integer('order_id'),
    orderReference: varchar('order_reference', { length: 32 }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: varchar('actor_username', { length: 150 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'stock_ledger_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    check('stock_ledger_brand_valid', validBrand(t.brand)),
    index('stock_ledger_product_idx').on(t.brand, t.productId, t.id),
  ],
);
