import type { Locale } from '@shop/contract/locale';
import { formatDateTime } from './format';

// The Swahili format is made on first use: a page writes a time in Swahili only for an order's steps
// or the offline notice.
let swahili: Intl.DateTimeFormat | undefined;

/**
 * A moment in East Africa Time in the page's language (docs/i18n.md, "Formats"): `1 Mar 2026,
 * 13:00`, in Swahili `Jumapili, 1 Machi 2026, 13:00`; an unreadable value as given.
 */
export function formatDateTimeIn(value: string, locale: Locale): string {
  const date = new Date(value);
  if (locale !== 'sw' || Number.isNaN(date.getTime())) return formatDateTime(value);
  swahili ??= new Intl.DateTimeFormat('sw-TZ', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Dar_es_Salaam',
  });
  return swahili.format(date);
}
