import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Laptop (FURSA) categories. */
export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  icon: varchar('icon', { length: 30 }).notNull().default('laptop'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const igsumProductCategories = pgTable('igsum_product_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The columns laptop and IGSUM products share; each table adds its own category reference. */
function productColumns() {
  return {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 14, scale: 2 }),
    /** Path under /media/ of an uploaded image, when there is one. */
    image: varchar('image', { length: 300 }),
    imageUrl: varchar('image_url', { length: 1000 }),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    specifications: jsonb('specifications').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by a trigger (migration 0003) whenever a column an admin edits changes, whoever
     * writes it (an order marked sold lowers the stock too), so an admin save can tell that the
     * product changed after its form was filled.
     */
    version: integer('version').notNull().default(1),
  };
}

export const laptopProducts = pgTable(
  'laptop_products',
  {
    ...productColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('laptop_products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('laptop_products_price_nonneg', sql`${t.price} >= 0`),
    index('laptop_products_category_idx').on(t.categoryId),
    index('laptop_products_price_idx').on(t.price),
    index('laptop_products_created_idx').on(t.createdAt),
    index('laptop_products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const igsumProducts = pgTable(
  'igsum_products',
  {
    ...productColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => igsumProductCategories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('igsum_products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('igsum_products_price_nonneg', sql`${t.price} >= 0`),
    index('igsum_products_category_idx').on(t.categoryId),
    index('igsum_products_price_idx').on(t.price),
    index('igsum_products_created_idx').on(t.createdAt),
    index('igsum_products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);
