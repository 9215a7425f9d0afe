import type { Currency } from '@shop/contract/common';
import { COUNT_CAP } from '@shop/contract/constants';
import type { Locale } from '@shop/contract/locale';
import { formatMoney, toCents } from '@shop/contract/money-format';

export { formatMoney };

/** A delivery fee: `free` when there is none (pickup, or over the free delivery threshold). */
export function formatDeliveryFee(
  amount: string,
  currency: Currency,
  free = 'Free',
  locale: Locale = 'en',
): string {
  return toCents(amount) === 0n ? free : formatMoney(amount, currency, locale);
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  // docs/i18n.md, "Formats": "Alhamisi, 26 Novemba 2026".
  sw: new Intl.DateTimeFormat('sw-TZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
};

/** `Nov 21, 2025` (Swahili: `Ijumaa, 21 Novemba 2025`) from an ISO date or timestamp; an unreadable value as given. */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormats[locale].format(date);
}

// The shop, its couriers and its customers keep East Africa Time: a step of an order reads the
// same to the customer and to the admin, wherever their browser thinks it is.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Dar_es_Salaam',
});

/** `Mar 1, 2026, 1:00 PM` (East Africa Time) from an ISO timestamp; an unreadable value as given. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date).replace(/\u202f/g, ' ');
}

const countFormat = new Intl.NumberFormat('en-US');

/** docs/lists.md: a row count, `1,000+` when the server stopped counting at COUNT_CAP. */
export function formatCount(count: number): string {
  return count > COUNT_CAP ? `${countFormat.format(COUNT_CAP)}+` : countFormat.format(count);
}
