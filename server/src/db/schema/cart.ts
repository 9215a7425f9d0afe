import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { brandColumn, productRowConstraints } from './catalog';
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
    ...productRowConstraints('cart_items', t),
    unique('cart_items_user_product_uq').on(t.userId, t.brand, t.productId),
    check('cart_items_quantity_pos', sql`${t.quantity} > 0`),
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
    ...productRowConstraints('wishlist_items', t),
    unique('wishlist_items_user_product_uq').on(t.userId, t.brand, t.productId),
  ],
);
