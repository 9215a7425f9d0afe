import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { igsumProducts, laptopProducts } from './catalog';
import { users } from './users';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const fursaCartItems = pgTable(
  'fursa_cart_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => laptopProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fursa_cart_user_product_uq').on(t.userId, t.productId),
    check('fursa_cart_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

export const igsumCartItems = pgTable(
  'igsum_cart_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => igsumProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('igsum_cart_user_product_uq').on(t.userId, t.productId),
    check('igsum_cart_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

export const fursaWishlistItems = pgTable(
  'fursa_wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => laptopProducts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fursa_wishlist_user_product_uq').on(t.userId, t.productId),
    index('fursa_wishlist_product_idx').on(t.productId),
  ],
);

export const igsumWishlistItems = pgTable(
  'igsum_wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => igsumProducts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('igsum_wishlist_user_product_uq').on(t.userId, t.productId),
    index('igsum_wishlist_product_idx').on(t.productId),
  ],
);
