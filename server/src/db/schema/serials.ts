import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';
import { orderItems } from './orders';

/**
 * docs/serials-and-warranty.md: one row per laptop (or product unit) known by its serial number,
 * recorded when stock arrives (`received_at`) or typed at its sale; on an order line once sold.
 * Serials are kept in capitals and are unique per product.
 */
export const productSerials = pgTable(
  'product_serials',
  {
    id: serial('id').primaryKey(),
    productBrand: brandColumn('product_brand').notNull(),
    /** Null once the product is deleted: the sale stays readable through its order line. */
    productId: integer('product_id'),
    serial: varchar('serial', { length: 40 }).notNull(),
    /** The line it was sold on; null while in stock. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** When it came in with a stock arrival; null when first typed at its sale. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0051 writes this as ON DELETE SET NULL ("product_id"), as order_items' (0007).
    foreignKey({
      name: 'product_serials_product_fk',
      columns: [t.productBrand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('set null'),
    unique('product_serials_product_serial_uq').on(t.productBrand, t.productId, t.serial),
    check('product_serials_brand_valid', validBrand(t.productBrand)),
    // The contract's SERIAL_PATTERN in capitals, held by the database too: no path can store another.
    check('product_serials_serial_safe', sql`${t.serial} ~ '^[A-Z0-9][A-Z0-9-]{2,39}$'`),
    index('product_serials_serial_idx').on(t.serial),
    index('product_serials_order_item_idx').on(t.orderItemId),
  ],
);
