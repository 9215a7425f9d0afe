import { shopDay } from '#server/modules/alerts/shop-day.ts';

/** Today in Dar es Salaam's calendar (YYYY-MM-DD): the day changes at midnight there, 21:00 UTC. */
export function shopToday(now = new Date()): string {
  return shopDay(now).day;
}
