import type { Currency } from './common';
import type { Locale } from './locale';

const currencyFormats: Record<Currency, Intl.NumberFormat> = {
  // Shillings are shown without cents, as a code: TZS 1,250,000 (docs/prices-and-currencies.md).
  TZS: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'TZS',
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
};

// Swahili pages write money as Tanzania does, through sw-TZ: `TSh 1,250,000`, `US$ 1,234.50`
// (docs/i18n.md, "Formats").
const swahiliFormats: Record<Currency, Intl.NumberFormat> = {
  TZS: new Intl.NumberFormat('sw-TZ', {
    style: 'currency',
    currency: 'TZS',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  USD: new Intl.NumberFormat('sw-TZ', { style: 'currency', currency: 'USD' }),
};

/**
 * Formats an amount (a decimal string from the API, or a number) in its currency and language:
 * `TZS 1,250,000`, `$5,000.00` in English, `TSh 1,250,000`, `US$ 1,234.50` in Swahili. Decimal
 * strings are formatted exactly, never through a float.
 */
export function formatMoney(amount: string | number, currency: Currency, locale: Locale = 'en'): string {
  const value = typeof amount === 'number' ? amount : (amount as Intl.StringNumericLiteral);
  const format = locale === 'sw' ? swahiliFormats[currency] : currencyFormats[currency];
  // Intl puts a no-break space after the code; the shop's texts use a plain one.
  return format.format(value).replace(/\u00a0/g, ' ');
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
