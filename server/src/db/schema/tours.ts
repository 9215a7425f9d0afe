import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { taxCodeColumn, validTaxCode } from './tax-code';

export const tourCategories = pgTable('tour_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    /**
     * The tour's address (docs/seo.md), unique. Inserted empty, a trigger (migration 0020) makes
     * it from the title, as products' slugs are made from their names.
     */
    slug: varchar('slug', { length: 220 }).notNull().default(''),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 14, scale: 2 }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id, { onDelete: 'restrict' }),
    image: varchar('image', { length: 300 }),
    imageUrl: varchar('image_url', { length: 1000 }),
    duration: varchar('duration', { length: 50 }).notNull(),
    difficultyLevel: varchar('difficulty_level', { length: 20 }).notNull().default('Moderate'),
    /** Seats on each departure date. */
    maxParticipants: integer('max_participants').notNull(),
    availableDates: date('available_dates').array().notNull().default(sql`'{}'::date[]`),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** docs/receipts.md: the VAT class of its price on receipts (park fees follow their own VAT flag). */
    taxCode: taxCodeColumn(),
  },
  (t) => [
    unique('tours_slug_uq').on(t.slug),
    check('tours_max_participants_pos', sql`${t.maxParticipants} > 0`),
    check('tours_price_nonneg', sql`${t.price} >= 0`),
    check('tours_tax_code_valid', validTaxCode(t.taxCode)),
    index('tours_category_idx').on(t.categoryId),
    index('tours_price_idx').on(t.price),
  ],
);

/**
 * Seats taken per tour and date. A booking claims seats with one conditional UPDATE
 * (seats_taken + n <= max), so concurrent bookings can never oversell a date.
 */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (t) => [
    unique('tour_departures_tour_date_uq').on(t.tourId, t.date),
    check('tour_departures_seats_nonneg', sql`${t.seatsTaken} >= 0`),
  ],
);

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  imageUrl: varchar('image_url', { length: 1000 }).notNull(),
  alt: varchar('alt', { length: 300 }).notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
