import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';

// A page's language is fixed for its life: switching reloads the page in the other address
// (docs/i18n.md). So one value per page load serves every request the browser makes; the server
// render asks in its page's language itself (server/src/plugins/pages.ts).
let pageLocale: Locale = DEFAULT_LOCALE;

export function setApiLocale(locale: Locale): void {
  pageLocale = locale;
}

export function apiLocale(): Locale {
  return pageLocale;
}
