import {
  CONSENT_WORDING_VERSION,
  type ConsentSource,
  MARKETING_CHANNELS,
  type MarketingChannel,
  type MarketingConsent,
  type UpdateMarketingConsentBody,
} from '@shop/contract/marketing';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  marketingConsentEvents,
  marketingConsents,
  marketingOptOuts,
  outboxMessages,
  privacyNotices,
  profiles,
  users,
} from '#server/db/schema.ts';
import { isOptedOut, WITHDRAWN_REASON } from '#server/modules/messages/marketing-rules.ts';
import { smsNumberOf } from '#server/modules/messages/recipients.ts';

/** docs/marketing-consent.md: where a customer's marketing messages go, per channel (null: nowhere). */
export async function marketingAddresses(
  db: Db | Tx,
  userId: number,
): Promise<Record<MarketingChannel, string | null>> {
  const [row] = await db
    .select({ email: users.email, phone: profiles.phone, countryCode: profiles.countryCode })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { sms: null, email: null };
  return {
    email: row.email.toLowerCase(),
    sms: row.phone ? smsNumberOf(row.phone, row.countryCode ?? undefined) : null,
  };
}

export async function readConsent(db: Db | Tx, userId: number): Promise<MarketingConsent> {
  const rows = await db.select().from(marketingConsents).where(eq(marketingConsents.userId, userId));
  const of = (channel: MarketingChannel) => {
    const row = rows.find((r) => r.channel === channel);
    return row
      ? {
          granted: row.granted,
          wording_version: row.wordingVersion,
          source: row.source as ConsentSource,
          updated_at: row.updatedAt.toISOString(),
        }
      : { granted: false, wording_version: null, source: null, updated_at: null };
  };
  return { sms: of('sms'), email: of('email') };
}

/**
 * docs/marketing-consent.md: records the customer's yes or no per channel given, with the time,
 * the wording's version, the privacy notice's version and where it was said, in the caller's transaction. At sign-up and
 * checkout only a ticked box says something (`onlyYes`): an unticked one leaves things as they are.
 * A no also stops the marketing messages already waiting for the customer's address.
 */
export async function recordConsent(
  tx: Tx,
  userId: number,
  choice: UpdateMarketingConsentBody,
  source: ConsentSource,
  { onlyYes = false }: { onlyYes?: boolean } = {},
): Promise<void> {
  const addresses = await marketingAddresses(tx, userId);
  for (const channel of MARKETING_CHANNELS) {
    const granted = choice[channel];
    if (granted === undefined || (onlyYes && !granted)) continue;
    const now = new Date();
    const values = { granted, wordingVersion: CONSENT_WORDING_VERSION, source, updatedAt: now };
    await tx
      .insert(marketingConsents)
      .values({ userId, channel, ...values })
      .onConflictDoUpdate({ target: [marketingConsents.userId, marketingConsents.channel], set: values });
    await tx.insert(marketingConsentEvents).values({
      userId,
      channel,
      granted,
      wordingVersion: CONSENT_WORDING_VERSION,
      source,
      address: addresses[channel],
      // docs/privacy.md: the notice in force, the newest version (the server settles it as it starts).
      noticeVersion: sql`(select max(${privacyNotices.id}) from ${privacyNotices})`,
      createdAt: now,
    });
    const address = addresses[channel];
    if (!address) continue;
    if (granted) {
      // A yes given again, signed in, outweighs an earlier STOP or unsubscribe of this address.
      await tx
        .delete(marketingOptOuts)
        .where(and(eq(marketingOptOuts.channel, channel), eq(marketingOptOuts.address, address)));
    } else {
      await stopWaiting(tx, channel, address);
    }
  }
}

/**
 * docs/marketing-consent.md: an address asks for no more (an unsubscribe link, an SMS STOP): it is
 * kept as opted out, every account it belongs to withdraws its consent on that channel, and the
 * marketing messages waiting for it are not sent. Returns how many accounts it withdrew.
 */
export async function withdrawAddress(
  tx: Tx,
  channel: MarketingChannel,
  address: string,
  source: Extract<ConsentSource, 'unsubscribe_link' | 'sms_stop'>,
): Promise<number> {
  await tx.insert(marketingOptOuts).values({ channel, address, source }).onConflictDoNothing();
  const owners =
    channel === 'email'
      ? await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${address}`)
      : await tx
          .select({ id: profiles.userId })
          .from(profiles)
          .where(sql`tz_phone_key(${profiles.countryCode}, ${profiles.phone}) = ${`+${address}`}`);
  let withdrawn = 0;
  for (const owner of owners) {
    const [current] = await tx
      .select({ granted: marketingConsents.granted })
      .from(marketingConsents)
      .where(and(eq(marketingConsents.userId, owner.id), eq(marketingConsents.channel, channel)));
    if (current?.granted === false) continue;
    await recordConsent(tx, owner.id, { [channel]: false }, source);
    withdrawn += 1;
  }
  await stopWaiting(tx, channel, address);
  return withdrawn;
}

async function stopWaiting(tx: Tx, channel: MarketingChannel, address: string) {
  await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn', lastError: WITHDRAWN_REASON, claimedUntil: null })
    .where(
      and(
        eq(outboxMessages.marketing, true),
        eq(outboxMessages.status, 'waiting'),
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.recipient, address),
      ),
    );
}

/** docs/marketing-consent.md: whether a marketing message may go to this customer on this channel. */
export async function marketingAddressFor(
  db: Db | Tx,
  userId: number,
  channel: MarketingChannel,
): Promise<string | null> {
  const [consent] = await db
    .select({ granted: marketingConsents.granted })
    .from(marketingConsents)
    .where(and(eq(marketingConsents.userId, userId), eq(marketingConsents.channel, channel)));
  if (!consent?.granted) return null;
  const address = (await marketingAddresses(db, userId))[channel];
  if (!address || (await isOptedOut(db, channel, address))) return null;
  return address;
}
