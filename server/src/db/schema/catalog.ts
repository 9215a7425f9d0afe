import type { BusinessType } from '@shop/contract/common';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { taxCodeColumn, validTaxCode } from './tax-code';

/**
 * The brand a catalogue row belongs to (docs/catalogue.md). Both brands share each table; the
 * key is (brand, id) because the ids the twin tables had before migration 0007 collide.
 */
export const brandColumn = (name = 'brand') => varchar(name, { length: 10 }).$type<BusinessType>();

/** The brand check every table with a brand column carries. */
export const validBrand = (column: AnyPgColumn) => sql`${column} in ('fursa', 'igsum')`;

export const productCategories = pgTable(
  'product_categories',
  {
    brand: brandColumn().notNull(),
    // A serial shared by both brands: rows made after migration 0007 get ids unique across them.
    id: serial('id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    /** Shown by the FURSA shop only; IGSUM categories keep the default. */
    icon: varchar('icon', { length: 30 }).notNull().default('laptop'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_categories_pk', columns: [t.brand, t.id] }),
    unique('product_categories_brand_slug_uq').on(t.brand, t.slug),
    check('product_categories_brand_valid', validBrand(t.brand)),
  ],
);

export const products = pgTable(
  'products',
  {
    brand: brandColumn().notNull(),
    id: serial('id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    /**
     * The product's address (docs/catalogue.md), unique per brand. Inserted empty, a trigger
     * (migration 0019) makes it from the name, so every way a product is created gets one.
     */
    slug: varchar('slug', { length: 220 }).notNull().default(''),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 14, scale: 2 }),
    /** Path under /media/ of an uploaded image, when there is one. */
    image: varchar('image', { length: 300 }),
    imageUrl: varchar('image_url', { length: 1000 }),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /**
     * Units open product orders hold from checkout until sold or cancelled (docs/delivery.md);
     * the shop shows and sells stock_quantity minus these. Not an admin field: no version bump.
     */
    heldQuantity: integer('held_quantity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    specifications: jsonb('specifications').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by a trigger (migrations 0005 and 0007) whenever a column an admin edits changes,
     * whoever writes it (an order marked sold lowers the stock too), so an admin save can tell
     * that the product changed after its form was filled.
     */
    version: integer('version').notNull().default(1),
    /** docs/receipts.md: the VAT class its receipts' lines carry. */
    taxCode: taxCodeColumn(),
    /** docs/serials-and-warranty.md: months of warranty from the day the customer receives it; 0 none. */
    warrantyMonths: integer('warranty_months').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'products_pk', columns: [t.brand, t.id] }),
    unique('products_brand_slug_uq').on(t.brand, t.slug),
    // A product can only sit in a category of its own brand.
    foreignKey({
      name: 'products_category_fk',
      columns: [t.brand, t.categoryId],
      foreignColumns: [productCategories.brand, productCategories.id],
    }).onDelete('restrict'),
    check('products_brand_valid', validBrand(t.brand)),
    check('products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_held_nonneg', sql`${t.heldQuantity} >= 0`),
    check('products_price_nonneg', sql`${t.price} >= 0`),
    check('products_tax_code_valid', validTaxCode(t.taxCode)),
    check('products_warranty_months_range', sql`${t.warrantyMonths} between 0 and 120`),
    index('products_category_idx').on(t.brand, t.categoryId),
    index('products_price_idx').on(t.brand, t.price),
    index('products_created_idx').on(t.brand, t.createdAt),
    index('products_name_lower_idx').on(t.brand, sql`lower(${t.name})`),
    // The lists ordered by rating walk this instead of sorting every product (docs/lists.md).
    index('products_rating_idx').on(
      t.brand,
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    // Searching part of a name (visitors' and the admin's product lists) with pg_trgm.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The admin's low-stock list, lowest first (docs/stock.md).
    index('products_stock_idx').on(t.stockQuantity, t.name, t.id),
  ],
);

/**
 * What every row that belongs to one product has: the key (brand, id), the reference to a
 * product of its own brand (removed with it), the brand check and the index the reference uses.
 */
export function productRowConstraints(
  table: string,
  t: { brand: AnyPgColumn; id: AnyPgColumn; productId: AnyPgColumn },
) {
  return [
    primaryKey({ name: `${table}_pk`, columns: [t.brand, t.id] }),
    foreignKey({
      name: `${table}_product_fk`,
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    check(`${table}_brand_valid`, validBrand(t.brand)),
    index(`${table}_product_idx`).on(t.brand, t.productId),
  ];
}
