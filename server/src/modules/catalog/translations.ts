import type { Locale } from '@shop/contract/locale';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import {
  productCategories,
  productCategoryTranslations,
  products,
  productTranslations,
} from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';

/*
 * The catalogue's texts in a visitor's language (docs/catalogue.md, "Languages";
 * docs/decisions/0012-catalogue-translations.md). English stays in the entity's row; another
 * language's row is joined by its primary key and each text falls back to English on its own.
 */

/** The language the admin forms edit beside English. */
export const ADMIN_LOCALE: Locale = 'sw';

/** `translated` where there is one, else the English `english`. */
export function orEnglish<T>(translated: Column | SQL, english: Column | SQL) {
  return sql<T>`coalesce(${translated}, ${english})`;
}

/** Joins a product to its row in `locale` (the primary key (brand, product_id, locale)). */
export function productTranslationOf(locale: Locale) {
  const t = productTranslations;
  return and(eq(t.brand, products.brand), eq(t.productId, products.id), eq(t.locale, locale));
}

/** Joins a product category to its row in `locale`. */
export function categoryTranslationOf(locale: Locale) {
  const t = productCategoryTranslations;
  return and(
    eq(t.brand, productCategories.brand),
    eq(t.categoryId, productCategories.id),
    eq(t.locale, locale),
  );
}

/**
 * Writes the translated fields an admin body gave (undefined: left as they are, null: cleared)
 * into `table`'s row keyed by `key`, creating the row on its first text. A slug another row of
 * the same brand and language has is refused on `slugField`.
 */
export async function saveTranslation(
  tx: Tx,
  table: PgTable,
  key: Record<string, unknown>,
  texts: Record<string, unknown>,
  slugField: string,
): Promise<void> {
  const given = Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length === 0) return;
  const columns = table as unknown as Record<string, PgColumn>;
  if (Object.values(given).every((v) => v === null)) {
    // Only clearing: a row is not made for it (a new item's blank Swahili fields).
    const isRow = and(...Object.entries(key).map(([name, value]) => eq(columns[name]!, value)));
    await tx.update(table).set(given).where(isRow);
    return;
  }
  const target = Object.keys(key).map((name) => columns[name]!);
  await tx
    .insert(table)
    .values({ ...key, ...given })
    .onConflictDoUpdate({ target, set: given })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw AppError.field(slugField, 'Another one has this Swahili slug already: please choose another.');
      }
      throw err;
    });
}
