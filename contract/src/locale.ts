// The shop's two languages: English at today's addresses, Swahili under `/sw` (docs/i18n.md once
// written). Without zod, like constants.ts: public pages read it before any schema is loaded.

export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The address prefix of each language's public pages. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', sw: '/sw' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The locale of a value that may be missing or unknown: English unless it names another. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
