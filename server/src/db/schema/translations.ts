import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/contract/locale';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandColumn, productCategories, products, validBrand } from './catalog';
import { tourCategories, tours } from './tours';

/**
 * The catalogue's texts in the languages other than English, one table per entity
 * (docs/decisions/0012-catalogue-translations.md). English stays in the entity's own row; each
 * text column here is null where it is not translated, and a read falls back to English field
 * by field (docs/catalogue.md, "Languages").
 */
const localeColumn = () => varchar('locale', { length: 5 }).$type<Locale>().notNull();

/** Only the languages English falls back from are stored. */
const TRANSLATED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const translatedLocale = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(TRANSLATED_LOCALES.map((l) => `'${l}'`).join(', '))})`;

export const productTranslations = pgTable(
  'product_translations',
  {
    brand: brandColumn().notNull(),
    productId: integer('product_id').notNull(),
    locale: localeColumn(),
    name: varchar('name', { length: 200 }),
    slug: varchar('slug', { length: 220 }),
    description: text('description'),
  },
  (t) => [
    primaryKey({ name: 'product_translations_pk', columns: [t.brand, t.productId, t.locale] }),
    foreignKey({
      name: 'product_translations_product_fk',
      columns: [t.brand, t.productId],
      foreignColumns: [products.brand, products.id],
    }).onDelete('cascade'),
    unique('product_translations_slug_uq').on(t.brand, t.locale, t.slug),
    check('product_translations_brand_valid', validBrand(t.brand)),
    check('product_translations_locale_valid', translatedLocale(t.locale)),
    // A visitor's search matches the translated name too (docs/catalogue.md).
    index('product_translations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The Swahili list by name walks the translated names in order (docs/catalogue.md).
    index('product_translations_name_lower_idx').on(t.brand, t.locale, sql`lower(${t.name})`),
  ],
);

export const productCategoryTranslations = pgTable(
  'product_category_translations',
  {
    brand: brandColumn().notNull(),
    categoryId: integer('category_id').notNull(),
    locale: localeColumn(),
    name: varchar('name', { length: 100 }),
    slug: varchar('slug', { length: 120 }),
  },
  (t) => [
    primaryKey({ name: 'product_category_translations_pk', columns: [t.brand, t.categoryId, t.locale] }),
    foreignKey({
      name: 'product_category_translations_category_fk',
      columns: [t.brand, t.categoryId],
      foreignColumns: [productCategories.brand, productCategories.id],
    }).onDelete('cascade'),
    unique('product_category_translations_slug_uq').on(t.brand, t.locale, t.slug),
    check('product_category_translations_brand_valid', validBrand(t.brand)),
    check('product_category_translations_locale_valid', translatedLocale(t.locale)),
  ],
);

export const tourTranslations = pgTable(
  'tour_translations',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: varchar('title', { length: 200 }),
    description: text('description'),
    duration: varchar('duration', { length: 50 }),
    /** Null falls back to the English list; a translated list replaces it whole. */
    highlights: jsonb('highlights').$type<string[]>(),
  },
  (t) => [
    primaryKey({ name: 'tour_translations_pk', columns: [t.tourId, t.locale] }),
    check('tour_translations_locale_valid', translatedLocale(t.locale)),
  ],
);

export const tourCategoryTranslations = pgTable(
  'tour_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: varchar('name', { length: 100 }),
    slug: varchar('slug', { length: 120 }),
    description: text('description'),
  },
  (t) => [
    primaryKey({ name: 'tour_category_translations_pk', columns: [t.categoryId, t.locale] }),
    unique('tour_category_translations_slug_uq').on(t.locale, t.slug),
    check('tour_category_translations_locale_valid', translatedLocale(t.locale)),
  ],
);
