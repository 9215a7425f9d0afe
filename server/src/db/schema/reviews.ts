import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandColumn, productRowConstraints } from './catalog';
import { tours } from './tours';
import { users } from './users';

function reviewColumns() {
  return {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Reviews of the products of both brands. */
export const productReviews = pgTable(
  'product_reviews',
  {
    brand: brandColumn().notNull(),
    id: serial('id').notNull(),
    productId: integer('product_id').notNull(),
    ...reviewColumns(),
  },
  (t) => [
    ...productRowConstraints('product_reviews', t),
    unique('product_reviews_user_product_uq').on(t.userId, t.brand, t.productId),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Tours are not products (no brand column, stock or product category), so their reviews keep
 * a table of their own (docs/decisions/0004-one-table-for-both-brands.md).
 */
export const tourReviews = pgTable(
  'tour_reviews',
  {
    id: serial('id').primaryKey(),
    ...reviewColumns(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('tour_reviews_user_tour_uq').on(t.userId, t.tourId),
    check('tour_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('tour_reviews_tour_idx').on(t.tourId),
  ],
);
