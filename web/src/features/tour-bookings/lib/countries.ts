import type { Locale } from '@shop/contract/locale';

/**
 * Codes Intl names that are no country a passport is issued by: unions, test and private-use
 * codes, islands that issue none, and the withdrawn codes ICU still names (Burma, Zaire, USSR...).
 */
const NOT_NATIONALITIES = new Set([
  'AC',
  'AN',
  'BU',
  'CP',
  'CS',
  'DD',
  'DG',
  'EA',
  'EU',
  'EZ',
  'FX',
  'IC',
  'NT',
  'QO',
  'SU',
  'TA',
  'TP',
  'UK',
  'UN',
  'XA',
  'XB',
  'YU',
  'ZR',
  'ZZ',
]);

export type Country = { code: string; name: string };

const made = new Map<Locale, Country[]>();

/**
 * Every ISO 3166 two-letter country with its name in the page's language, by name: the browser's
 * own list (Intl.DisplayNames), so the page carries no table of its own.
 */
export function countriesIn(locale: Locale): Country[] {
  let countries = made.get(locale);
  if (!countries) {
    const tag = locale === 'sw' ? 'sw-TZ' : 'en-TZ';
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    countries = [];
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = NOT_NATIONALITIES.has(code) ? undefined : names.of(code);
        if (name && name !== code) countries.push({ code, name });
      }
    }
    const collator = new Intl.Collator(tag);
    countries.sort((a, b) => collator.compare(a.name, b.name));
    made.set(locale, countries);
  }
  return countries;
}
