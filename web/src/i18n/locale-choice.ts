import { type Locale, toLocale } from '@shop/contract/locale';
import { LOCALE_COOKIE } from '@shop/contract/locale-path';

const ONE_YEAR_S = 365 * 24 * 3600;

/** Remembers a visitor's choice of language for a year (docs/i18n.md). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once per choice; the Cookie Store API is missing on older phones.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The language the visitor chose before, if any. */
export function chosenLocale(): Locale | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return match ? toLocale(match[1]) : undefined;
}

/** Whether the browser's languages (its Accept-Language) put Swahili before English. */
export function browserPrefersSwahili(): boolean {
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'sw') return true;
    if (language === 'en') return false;
  }
  return false;
}
