import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';

/** Today in Dar es Salaam as YYYY-MM-DD: the shop's days (docs/tours-pricing.md). */
export function shopToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}
