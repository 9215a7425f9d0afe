import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { products, productTranslations, tours, tourTranslations } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { orEnglish, productTranslationOf } from '#server/modules/catalog/translations.ts';
import { localeOfUser } from '#server/modules/messages/recipients.ts';

/*
 * A refusal that names an item names it in the customer's language: their account's, which is
 * the language of the pages they read (docs/i18n.md, "Server reasons"), else its English name.
 * Read only when a refusal is thrown, so an order that goes through pays nothing for it.
 */

/** A product's name as `userId` reads it. */
export async function productNameFor(
  tx: Tx,
  userId: number,
  brand: Brand,
  productId: number,
): Promise<string> {
  const locale = await localeOfUser(tx, userId);
  const [row] = await tx
    .select({ name: orEnglish<string>(productTranslations.name, products.name) })
    .from(products)
    .leftJoin(productTranslations, productTranslationOf(locale))
    .where(and(eq(products.brand, brand), eq(products.id, productId)));
  return row?.name ?? '';
}

/** A tour's title as `userId` reads it. */
export async function tourTitleFor(tx: Tx, userId: number, tourId: number): Promise<string> {
  const locale = await localeOfUser(tx, userId);
  const tt = tourTranslations;
  const [row] = await tx
    .select({ title: orEnglish<string>(tt.title, tours.title) })
    .from(tours)
    .leftJoin(tt, and(eq(tt.tourId, tours.id), eq(tt.locale, locale)))
    .where(eq(tours.id, tourId));
  return row?.title ?? '';
}

/** `refusal` with the customer's words for some of its reason's parameters; its message stays English. */
export function sayingTo(refusal: AppError, shown: Record<string, string>): AppError {
  if (!refusal.reason) return refusal;
  const reason = { ...refusal.reason, params: { ...refusal.reason.params, ...shown } };
  return new AppError(refusal.status, refusal.code, refusal.message, refusal.fields, reason);
}
