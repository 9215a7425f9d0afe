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
import { igsumProducts, laptopProducts } from './catalog';
import { tours } from './tours';
import { users } from './users';

function reviewColumns() {
  return {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const laptopReviews = pgTable(
  'laptop_reviews',
  {
    ...reviewColumns(),
    productId: integer('product_id')
      .notNull()
      .references(() => laptopProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('laptop_reviews_user_product_uq').on(t.userId, t.productId),
    check('laptop_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('laptop_reviews_product_idx').on(t.productId),
  ],
);

export const igsumProductReviews = pgTable(
  'igsum_product_reviews',
  {
    ...reviewColumns(),
    productId: integer('product_id')
      .notNull()
      .references(() => igsumProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('igsum_product_reviews_user_product_uq').on(t.userId, t.productId),
    check('igsum_product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('igsum_product_reviews_product_idx').on(t.productId),
  ],
);

export const tourReviews = pgTable(
  'tour_reviews',
  {
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
