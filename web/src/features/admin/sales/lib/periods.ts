import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import { formatDate } from '#web/lib/format.ts';

/** The periods an owner picks from, each ending today (the shop's day); `label` is a text's key. */
export const SALES_PERIODS = [
  { id: '7d', label: 'adminSales.period.7d', days: 7, granularity: 'day' },
  { id: '30d', label: 'adminSales.period.30d', days: 30, granularity: 'day' },
  { id: '90d', label: 'adminSales.period.90d', days: 90, granularity: 'week' },
  { id: '12m', label: 'adminSales.period.12m', days: 365, granularity: 'month' },
] as const;
export type SalesPeriodId = (typeof SALES_PERIODS)[number]['id'];

const shopDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** Today in Dar es Salaam, YYYY-MM-DD, whatever the browser's time zone. */
export function shopToday(now = new Date()): string {
  return shopDate.format(now);
}

/** `date` moved by `days`, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The `days` days that end today. */
export function periodEndingToday(days: number, now = new Date()): { from: string; to: string } {
  const to = shopToday(now);
  return { from: addDays(to, 1 - days), to };
}

/** The first day of this month in Dar es Salaam. */
export function monthStart(now = new Date()): string {
  return `${shopToday(now).slice(0, 8)}01`;
}

/** `1 Mar 2025` for a shop day (YYYY-MM-DD), read at its noon so no browser time zone moves it. */
export function formatShopDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}
