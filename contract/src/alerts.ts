import { z } from 'zod';

/**
 * docs/messages.md, "Alerts": which alerts the admins get. Every one is on until an admin
 * switches it off in Settings.
 */
export const AlertSettings = z.object({
  /** Each morning: the products at or under LOW_STOCK_THRESHOLD, by e-mail (and SMS when configured). */
  low_stock: z.boolean(),
  /** At once: a hold or a sale took the last unit a shopper could buy (docs/stock.md). */
  sold_out: z.boolean(),
  /** Each morning: yesterday's orders, bookings and revenue, per currency. */
  daily_summary: z.boolean(),
});
export type AlertSettings = z.infer<typeof AlertSettings>;

export const UpdateAlertSettingsBody = z.strictObject(AlertSettings.shape);
export type UpdateAlertSettingsBody = z.infer<typeof UpdateAlertSettingsBody>;

/** What `POST /api/admin/settings/alerts/send/` (or `npm run alerts:send`) queued. */
export const DailyAlertsSent = z.object({
  /** Products at or under LOW_STOCK_THRESHOLD; 0: no low-stock alert was needed. */
  low_stock_products: z.number().int(),
  /** The shop day the summary sums up: yesterday. */
  summary_day: z.string(),
  /** E-mails and SMS queued for the admins, both alerts together. */
  messages: z.number().int(),
});
export type DailyAlertsSent = z.infer<typeof DailyAlertsSent>;

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { low_stock: true, sold_out: true, daily_summary: true };

/** The daily alerts go with the first pass at or after this hour, shop time. */
export const DAILY_ALERTS_HOUR = 7;
/** Shop time is East Africa Time, UTC+3 all year (Tanzania keeps no summer time). */
export const SHOP_UTC_OFFSET_HOURS = 3;
/** How many low-stock products the e-mail lists; the rest are counted. */
export const LOW_STOCK_ALERT_LIST = 50;
