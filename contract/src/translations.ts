import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

/*
 * The catalogue's texts in Swahili beside English (docs/catalogue.md, "Languages";
 * docs/decisions/0012-catalogue-translations.md). English stays in the entity's own fields; the
 * admin reads and writes each Swahili text as `<field>_sw`, null where there is none, and a
 * visitor's read with `?lang=sw` shows it, English where it is null.
 */

/** `?lang=` of the public catalogue reads: absent or empty is English; any other value is refused. */
export const LangParam = z
  .preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LOCALES, { error: `Choose one of: ${LOCALES.join(', ')}` }).optional(),
  )
  .transform((v): Locale => v ?? DEFAULT_LOCALE);

/** The query of a public read that takes nothing but the language (a detail, the categories). */
export const LangQuery = z.object({ lang: LangParam });
export type LangQuery = z.infer<typeof LangQuery>;

/** A Swahili text in an admin body: trimmed; '' or null clears it, so English shows again. */
export function translatedText(label: string, max: number) {
  return z
    .union([z.string().trim(), z.null()], { error: `${label} must be text` })
    .transform((v) => (v === '' ? null : v))
    .pipe(z.string().max(max, `Must be at most ${max} characters`).nullable())
    .optional();
}

/** A Swahili slug: '' or null clears it (the English slug is used), else as an English one. */
export function translatedSlug(pattern: RegExp, max: number) {
  return z
    .union([z.string().trim(), z.null()], { error: 'Slug must be text' })
    .transform((v) => (v === '' ? null : v))
    .pipe(
      z
        .string()
        .max(max, { message: `Slug must be at most ${max} characters`, abort: true })
        .regex(pattern, 'Use lower-case letters and digits separated by single hyphens, e.g. kahawa-ya-moshi')
        .nullable(),
    )
    .optional();
}

/** A Swahili text as the admin reads it: null where there is none. */
export const TranslatedText = z.string().nullable();
