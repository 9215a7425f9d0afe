import type { Currency } from '@shop/contract/common';
import { toCents } from '@shop/contract/delivery';

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

/**
 * Formats an amount (a decimal string from the API, or a number) in its currency:
 * `TZS 1,250,000`, `$5,000.00`. Decimal strings are formatted exactly, never through a float.
 */
export function formatMoney(amount: string | number, currency: Currency): string {
  const value = typeof amount === 'number' ? amount : (amount as Intl.StringNumericLiteral);
  // Intl puts a no-break space after the code; the shop's texts use a plain one.
  return currencyFormats[currency].format(value).replace(/\u00a0/g, ' ');
}

/** A delivery fee: `Free` when there is none (pickup, or over the free delivery threshold). */
export function formatDeliveryFee(amount: string, currency: Currency): string {
  return toCents(amount) === 0n ? 'Free' : formatMoney(amount, currency);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** `Nov 21, 2025` from an ISO date or timestamp; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
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
