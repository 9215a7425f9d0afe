// The shop's texts in the visitor's language, through Lingui (docs/i18n.md,
// docs/decisions/0011-lingui-for-the-shop-texts.md).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shop/contract/locale';
import type english from './catalogs/en.json';

/** A message of the catalogs: English's keys are the keys every language has (i18n-catalogs.test.ts). */
export type MessageKey = keyof typeof english;

// One chunk per language: a page loads only its own language's messages.
const CATALOGS: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogs/en.json'),
  sw: () => import('./catalogs/sw.json'),
};

const loaded = new Map<Locale, Promise<I18n>>();

/**
 * The texts of `locale`, loaded once per page in the browser and once per process on the server,
 * where each render takes its language's instance (never a shared active language).
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  let i18n = loaded.get(locale);
  if (!i18n) {
    i18n = CATALOGS[locale]().then(({ default: messages }) =>
      setupI18n({ locale, locales: [`${locale}-TZ`], messages: { [locale]: messages as Messages } }),
    );
    loaded.set(locale, i18n);
  }
  return i18n;
}
