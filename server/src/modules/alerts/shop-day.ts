import { SHOP_UTC_OFFSET_HOURS } from '@shop/contract/alerts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day of the shop's calendar (East Africa Time) and the instants it runs between. */
export type ShopDay = { day: string; start: Date; end: Date };

/** The shop day `daysBack` days before the one `now` falls in, and the hour of `now` in shop time. */
export function shopDay(now: Date, daysBack = 0): ShopDay & { hour: number } {
  const local = new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * HOUR);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysBack * DAY;
  const start = new Date(midnight - SHOP_UTC_OFFSET_HOURS * HOUR);
  return {
    day: new Date(midnight).toISOString().slice(0, 10),
    start,
    end: new Date(start.getTime() + DAY),
    hour: local.getUTCHours(),
  };
}
