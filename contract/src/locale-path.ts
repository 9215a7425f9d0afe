// Where each language's pages live: English at today's addresses, Swahili under `/sw`
// (docs/i18n.md). Read by the web app's router and by the server's pages, without zod.
import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES, type Locale } from './locale';

/** The language of a page's path: `/sw` and `/sw/...` are Swahili, everything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * A run of slashes (or backslashes, which browsers read as slashes, or the tabs and line breaks
 * they drop) at the start of a path: `//evil.example/x` written as a link leaves the site.
 */
const LEADING_SLASHES = /^[/\\\t\n\r]{2,}/;

/** Whether a path, once its language's prefix is off, starts with such a run (docs/i18n.md). */
export function hasLeadingSlashes(pathname: string): boolean {
  return LEADING_SLASHES.test(withoutLocale(pathname));
}

/** `pathname` with its run of leading slashes after its language's prefix made one: a path on this site. */
export function sameSitePath(pathname: string): string {
  return pathInLocale(pathname, localeOfPath(pathname));
}

/** The path a page has in English: its language's prefix taken off (`/sw/fursa` -> `/fursa`). */
export function withoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `locale`: `/fursa` -> `/sw/fursa`, `/sw` -> `/` (a path, without its query). */
export function pathInLocale(pathname: string, locale: Locale): string {
  // Never a protocol-relative link (`/sw//evil.example` -> `//evil.example`): always this site.
  const english = withoutLocale(pathname).replace(LEADING_SLASHES, '/');
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return english;
  return english === '/' ? prefix : prefix + english;
}

/** The cookie that remembers a visitor's choice of language (docs/i18n.md). */
export const LOCALE_COOKIE = 'lang';

/**
 * The public catalogue reads that answer in a language (`?lang=sw`, docs/i18n.md): the brands'
 * products, categories and tours, with or without the API's `/api` base.
 */
const CATALOGUE_READ = /^(?:\/api)?\/(?:fursa|igsum)\//;

/** `url` asking for `locale`'s texts when it is a catalogue read in a language other than English. */
export function withCatalogueLang(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !CATALOGUE_READ.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}
