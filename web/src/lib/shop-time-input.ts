import { SHOP_UTC_OFFSET_HOURS } from '@shop/contract/alerts';

/**
 * A `datetime-local` input holds a wall-clock time with no zone; the browser would read it in its
 * own. The shop's times are Dar es Salaam's (East Africa Time, UTC+3 all year), as every screen
 * shows them (formatDateTime), so an admin whose laptop keeps another zone types and reads the
 * same hour the shop means.
 */
const OFFSET_MS = SHOP_UTC_OFFSET_HOURS * 3_600_000;

/** An ISO instant as a `datetime-local` value in Dar es Salaam time (`2026-11-28T10:30`); '' for none. */
export function toShopTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Dar es Salaam time, as an ISO instant; null when empty or unreadable. */
export function fromShopTimeInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}
