import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandColumn, products, validBrand } from './catalog';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One cart per customer and brand; a line names a product of that brand. */
export const cartItems = pgTable(
  'cart_items',
  {
    brand: brandColumn().notNull(),
    id: serial('id').notNull(),
    userId: userRef(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_items_pk', columns: [t.brand, t.id] }),
    foreignKey({
      name: 'cart_items_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    unique('cart_items_user_product_uq').on(t.userId, t.brand, t.productId),
    check('cart_items_brand_valid', validBrand(t.brand)),
    check('cart_items_quantity_pos', sql`${t.quantity} > 0`),
    index('cart_items_product_idx').on(t.brand, t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    brand: brandColumn().notNull(),
    id: serial('id').notNull(),
    userId: userRef(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pk', columns: [t.brand, t.id] }),
    foreignKey({
      name: 'wishlist_items_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    unique('wishlist_items_user_product_uq').on(t.userId, t.brand, t.productId),
    check('wishlist_items_brand_valid', validBrand(t.brand)),
    index('wishlist_items_product_idx').on(t.brand, t.productId),
  ],
);
