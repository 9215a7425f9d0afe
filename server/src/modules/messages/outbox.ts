import type { Locale } from '@shop/contract/locale';
import type { Db, Tx } from '#server/db/client.ts';
import { outboxMessages } from '#server/db/schema.ts';

type Common = {
  /** Names the event and the recipient (`order-paid:42:customer-email`): a repeat queues nothing. */
  key: string;
  /** What the message is, as the admin's outbox lists it (`welcome`, `booking_confirmed`, ...). */
  kind: string;
  /** Not sent before then (an offer's SMS made in the quiet hours, docs/back-in-stock.md); default now. */
  sendAt?: Date;
  /**
   * docs/receipts.md, "The customer's copy": the receipt of the payment it tells of (`payment:<id>`),
   * whose link replaces RECEIPT_LINK_MARK in its text and whose PDF an e-mail attaches, when sent.
   */
  receipt?: { source: string; locale: Locale };
};

/** Where a message's text says its receipt's link, filled in when it is sent (the link is signed then). */
export const RECEIPT_LINK_MARK = '{{receipt-link}}';
/**
 * docs/messages.md, "Links in messages": the shop's address (PUBLIC_URL) before a path in a
 * message's text, filled when sent by the worker, which knows it (a voucher's link, docs/vouchers-and-check-in.md).
 */
export const SHOP_URL_MARK = '{{shop-url}}';

/**
 * docs/messages.md, "Links in messages": a part of a message's text that only says something with
 * its link (" Receipt: <link>", an e-mail's receipt button). When sent without that link (no
 * receipt, or no public address: production without PUBLIC_URL) the part is left out, never sent
 * as "Receipt: " with nothing after it.
 */
export const linkPart = (text: string) => `{{link-part}}${text}{{/link-part}}`;
const LINK_PARTS = /\{\{link-part\}\}([\s\S]*?)\{\{\/link-part\}\}/g;

/** A message's text as sent: its link parts kept or left out, then its links filled in. */
export function fillLinks(
  text: string,
  links: { receipt: string | null | undefined; shopUrl: string | null | undefined },
): string {
  return text
    .replace(LINK_PARTS, (_, part: string) =>
      (part.includes(RECEIPT_LINK_MARK) && !links.receipt) || (part.includes(SHOP_URL_MARK) && !links.shopUrl)
        ? ''
        : part,
    )
    .replaceAll(RECEIPT_LINK_MARK, links.receipt ?? '')
    .replaceAll(SHOP_URL_MARK, links.shopUrl ?? '');
}

export type QueuedEmail = Common & {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

export type QueuedSms = Common & {
  channel: 'sms';
  /** 2557XXXXXXXX (contract/src/delivery.ts normalises Tanzanian numbers). */
  to: string;
  text: string;
};

export type QueuedMessage = QueuedEmail | QueuedSms;

/**
 * docs/messages.md: queues a message in the caller's transaction, so it exists exactly when the
 * event that causes it does. Returns false when a message with this key was already queued, or
 * when it is an e-mail to an address nothing delivers to.
 */
export async function queueMessage(db: Db | Tx, message: QueuedMessage): Promise<boolean> {
  // The `.invalid` domain is never delivered to (RFC 2606): accounts made from a phone number
  // (docs/phone-orders.md) and erased ones (docs/privacy.md) have their e-mail there.
  if (message.channel === 'email' && message.to.toLowerCase().endsWith('.invalid')) return false;
  const rows = await db
    .insert(outboxMessages)
    .values({
      key: message.key,
      channel: message.channel,
      kind: message.kind,
      recipient: message.to,
      subject: message.channel === 'email' ? message.subject : null,
      bodyText: message.text,
      bodyHtml: message.channel === 'email' ? message.html : null,
      replyTo: message.channel === 'email' ? (message.replyTo ?? null) : null,
      receipt: message.receipt ?? null,
      ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
    })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
