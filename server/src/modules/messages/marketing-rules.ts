// docs/marketing-consent.md: the two rules the outbox keeps for marketing messages, whoever queued
// them: they wait out the quiet hours, and none goes to an address that opted out.
import { SHOP_UTC_OFFSET_HOURS } from '@shop/contract/alerts';
import type { MarketingChannel } from '@shop/contract/marketing';
import { QUIET_HOURS } from '@shop/contract/marketing';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { marketingOptOuts } from '#server/db/schema.ts';

const HOUR = 3_600_000;

/** docs/marketing-consent.md: 21:00 to 08:00 in Dar es Salaam (UTC+3, no summer time). */
export function isQuietHour(now: Date): boolean {
  const hour = new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * HOUR).getUTCHours();
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** `now` outside the quiet hours; inside them, the next 08:00 shop time. */
export function marketingSendTime(now: Date): Date {
  if (!isQuietHour(now)) return now;
  const shop = new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * HOUR);
  const morning = Date.UTC(shop.getUTCFullYear(), shop.getUTCMonth(), shop.getUTCDate(), QUIET_HOURS.until);
  const next = shop.getUTCHours() >= QUIET_HOURS.from ? morning + 24 * HOUR : morning;
  return new Date(next - SHOP_UTC_OFFSET_HOURS * HOUR);
}

/** Why a waiting marketing message was not sent, as the admin's outbox shows it. */
export const WITHDRAWN_REASON = 'Not sent: the recipient asked for no more marketing messages.';

/** docs/marketing-consent.md: the address said STOP or unsubscribed. */
export async function isOptedOut(db: Db | Tx, channel: MarketingChannel, address: string): Promise<boolean> {
  const [row] = await db
    .select({ address: marketingOptOuts.address })
    .from(marketingOptOuts)
    .where(and(eq(marketingOptOuts.channel, channel), eq(marketingOptOuts.address, address)));
  return row !== undefined;
}
