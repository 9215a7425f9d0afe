import type { Locale } from '@shop/contract/locale';
import type { MarketingChannel } from '@shop/contract/marketing';
import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { outboxMessages } from '#server/db/schema.ts';
import { marketingSendTime } from '#server/modules/messages/marketing-rules.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { type Block, email, type MessageBrand } from '#server/modules/messages/templates/layout.ts';
import type { LinkSigner } from './signed-links';

/** What a marketing message needs beyond its words: the signer of its unsubscribe link, the shop's address. */
export type MarketingLinks = { signer: LinkSigner; baseUrl: string | undefined };

export const SHOP_NAMES: Record<MessageBrand, string> = {
  fursa: 'FURSA Laptops',
  igsum: 'IGSUM Tours & Safaris',
  shop: 'IGSUM & FURSA',
};

/** docs/marketing-consent.md: the one-click unsubscribe address of an e-mail address (RFC 8058). */
export function unsubscribeUrl(
  links: MarketingLinks,
  channel: MarketingChannel,
  address: string,
): string | null {
  if (!links.baseUrl) return null;
  const token = links.signer.sign({ k: 'unsubscribe', c: channel, a: address });
  return `${links.baseUrl}/api/marketing/unsubscribe/?t=${encodeURIComponent(token)}`;
}

type Common = { key: string; kind: string; to: string; brand: MessageBrand; locale: Locale };

/**
 * docs/marketing-consent.md: a marketing e-mail names the shop and ends with the way out (a link
 * and the List-Unsubscribe headers); it waits for 08:00 when queued in the quiet hours. The caller
 * has checked the consent (marketingAddressFor).
 */
export async function queueMarketingEmail(
  tx: Tx,
  message: Common & { subject: string; heading: string; blocks: Block[] },
  links: MarketingLinks,
  now = new Date(),
): Promise<boolean> {
  const { t } = textsIn(message.locale);
  const url = unsubscribeUrl(links, 'email', message.to);
  // Without PUBLIC_URL there is no link to give (docs/messages.md), so no marketing e-mail goes.
  if (!url) return false;
  const blocks: Block[] = [
    ...message.blocks,
    { paragraph: t('marketing.why', { shop: SHOP_NAMES[message.brand] }) },
    { link: url, label: t('marketing.unsubscribe') },
  ];
  const rendered = email(message.brand, message.subject, message.heading, blocks, message.locale);
  return insert(tx, {
    ...message,
    channel: 'email',
    subject: rendered.subject,
    bodyText: rendered.text,
    bodyHtml: rendered.html,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    now,
  });
}

/** docs/marketing-consent.md: a marketing SMS starts with the shop's name and ends with "Reply STOP". */
export async function queueMarketingSms(
  tx: Tx,
  message: Common & { text: string },
  now = new Date(),
): Promise<boolean> {
  const text = `${SHOP_NAMES[message.brand]}: ${message.text} ${textsIn(message.locale).t('marketing.sms')}`;
  return insert(tx, {
    ...message,
    channel: 'sms',
    subject: null,
    bodyText: text,
    bodyHtml: null,
    headers: null,
    now,
  });
}

async function insert(
  tx: Tx,
  m: Common & {
    channel: MarketingChannel;
    subject: string | null;
    bodyText: string;
    bodyHtml: string | null;
    headers: Record<string, string> | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(outboxMessages)
    .values({
      key: m.key,
      channel: m.channel,
      kind: m.kind,
      recipient: m.to,
      subject: m.subject,
      bodyText: m.bodyText,
      bodyHtml: m.bodyHtml,
      headers: m.headers,
      marketing: true,
      nextAttemptAt: sql`${marketingSendTime(m.now).toISOString()}::timestamptz`,
    })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
