import type { Currency } from '@shop/contract/common';
import { COUNT_CAP } from '@shop/contract/constants';
import type { Locale } from '@shop/contract/locale';
import { formatMoney, groupDigits, toCents } from '@shop/contract/money-format';

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

// Intl formats are made on first use: each costs milliseconds to make, and every page loads this
// file (docs/server-rendering.md).
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

// en-TZ's short months: September is `Sept`.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MIEZI = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
];
const SIKU = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'];

/**
 * `21 Nov 2025` (Swahili, docs/i18n.md "Formats": `Ijumaa, 21 Novemba 2025`) from an ISO date or
 * timestamp, in the browser's time zone; an unreadable value as given. Written out as Intl's en-TZ
 * and sw-TZ write them (format.test.ts compares them): a tour's page shows its dates while it
 * hydrates, and a page's first Intl object costs tens of ms.
 */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return locale === 'sw'
    ? `${SIKU[date.getDay()]}, ${date.getDate()} ${MIEZI[date.getMonth()]} ${date.getFullYear()}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

// The shop, its couriers and its customers keep East Africa Time: a step of an order reads the
// same to the customer and to the admin, wherever their browser thinks it is. en-GB writes as
// en-TZ does (docs/i18n.md, "Formats") and every browser has it.
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Dar_es_Salaam',
    }),
);

/** `1 Mar 2026, 13:00` (East Africa Time) from an ISO timestamp; an unreadable value as given. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : dateTimeFormat()
        .format(date)
        .replace(/\u202f/g, ' ');
}

/** docs/lists.md: a row count, `1,000+` when the server stopped counting at COUNT_CAP. */
export function formatCount(count: number): string {
  return count > COUNT_CAP ? `${groupDigits(COUNT_CAP)}+` : groupDigits(count);
}

/**
 * A phone as Tanzanians write it: +255 754 123 456 (docs/orders.md). The shop stores +255 and nine
 * digits (contract's TanzanianPhone); any other shape is shown as it was given.
 */
export function formatPhone(phone: string): string {
  const match = /^\+255(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+255 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
