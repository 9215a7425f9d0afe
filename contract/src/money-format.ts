import type { Currency } from './common';
import type { Locale } from './locale';

// How each language writes each currency, as Tanzania's English (en-TZ) and Swahili (sw-TZ) do
// (docs/prices-and-currencies.md, docs/i18n.md "Formats"): shillings without cents,
// `TSh 1,250,000` in both, and dollars as `US$1,234.50` and `US$ 1,234.50`.
const WRITTEN: Record<Locale, Record<Currency, { prefix: string; decimals: 0 | 2 }>> = {
  en: { TZS: { prefix: 'TSh ', decimals: 0 }, USD: { prefix: 'US$', decimals: 2 } },
  sw: { TZS: { prefix: 'TSh ', decimals: 0 }, USD: { prefix: 'US$ ', decimals: 2 } },
};

/**
 * Formats an amount (a decimal string from the API, or a number) in its currency and language:
 * `TSh 1,250,000`, `US$5,000.00` in English, `TSh 1,250,000`, `US$ 1,234.50` in Swahili. Decimal
 * strings are formatted exactly, never through a float, rounded half away from zero.
 *
 * Written out rather than through Intl.NumberFormat, whose output it matches character for
 * character (money-format.test.ts compares them): a page's first Intl object costs a phone's
 * browser 30-70 ms of ICU set-up in one piece, and every catalogue page shows a price while it
 * hydrates (docs/performance-log.md, 2026-11-27).
 */
export function formatMoney(amount: string | number, currency: Currency, locale: Locale = 'en'): string {
  const { prefix, decimals } = WRITTEN[locale === 'sw' ? 'sw' : 'en'][currency];
  // A number as JavaScript writes it shortest, as Intl reads it; fixed when that would be 1e-7.
  const text =
    typeof amount === 'number'
      ? /e/i.test(String(amount))
        ? amount.toFixed(decimals + 2)
        : String(amount)
      : amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const scale = 10n ** BigInt(decimals);
  let scaled =
    BigInt(whole || '0') * scale + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const units = groupDigits((scaled / scale).toString());
  const cents = decimals > 0 ? `.${(scaled % scale).toString().padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}${prefix}${units}${cents}`;
}

/**
 * A number with its thousands grouped by commas, as Intl's en-US and sw-TZ write it: `1,234`,
 * `-12,500.5`. For counts in texts, without Intl's set-up cost (formatMoney says why).
 */
export function groupDigits(value: number | string): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Amounts as whole cents, so no float ever decides a fee. */
export function toCents(amount: string): bigint {
  const [whole = '0', cents = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}
