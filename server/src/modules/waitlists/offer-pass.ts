import type { Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { email, type MessageBrand } from '#server/modules/messages/templates/layout.ts';

/** Products or departures offered per pass; the next pass takes the rest. */
const BATCH = 50;

/** A time as the database compares it. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * docs/back-in-stock.md: the shape of both passes (a product's returned stock, a departure's freed
 * seats). Offers that ran out end and give back what they held, in one transaction; then each
 * candidate (something to offer and someone waiting, `candidates` a query without its limit)
 * offers it in a transaction of its own, which locks and claims as the caller's `offer` says.
 */
export async function runOfferPass<Ended, Candidate>(
  db: Db,
  pass: {
    endRunOut: (tx: Tx) => Promise<Ended[]>;
    giveBack: (tx: Tx, ended: Ended) => Promise<void>;
    candidates: SQL;
    offer: (tx: Tx, candidate: Candidate) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const ended of await pass.endRunOut(tx)) await pass.giveBack(tx, ended);
  });
  const candidates = await sqlRows<Candidate>(db, sql`${pass.candidates} limit ${BATCH}`);
  for (const candidate of candidates) await db.transaction((tx) => pass.offer(tx, candidate));
}

/**
 * The e-mail and SMS telling the one offered, in their language, each once per offer and channel
 * (`<key>:email`, `<key>:sms`), with the page of what is held for them. Messages they asked for, so
 * no marketing consent (docs/back-in-stock.md); the e-mail goes at once, the SMS not before `smsAt`.
 */
export async function queueOfferMessages(
  tx: Tx,
  offer: {
    key: string;
    kind: 'back_in_stock' | 'waitlist_offer';
    brand: MessageBrand;
    locale: Locale;
    to: { email: string | null; sms: string | null };
    /** When the SMS may go: 08:00 for an offer made in the quiet hours (offer-times.ts). */
    smsAt: Date;
    /** The page's path in English; the link is in the customer's language (docs/messages.md). */
    path: string;
    baseUrl: string | undefined;
    email: { subject: string; heading: string; body: string; linkLabel: string };
    sms: (link: string) => string;
  },
): Promise<void> {
  const link = offer.baseUrl ? `${offer.baseUrl}${pathInLocale(offer.path, offer.locale)}` : '';
  if (offer.to.email) {
    const { subject, heading, body, linkLabel } = offer.email;
    const blocks = [{ paragraph: body }, ...(link ? [{ link, label: linkLabel }] : [])];
    await queueMessage(tx, {
      channel: 'email',
      key: `${offer.key}:email`,
      kind: offer.kind,
      to: offer.to.email,
      ...email(offer.brand, subject, heading, blocks, offer.locale),
    });
  }
  if (offer.to.sms) {
    await queueMessage(tx, {
      channel: 'sms',
      key: `${offer.key}:sms`,
      kind: offer.kind,
      to: offer.to.sms,
      text: offer.sms(link),
      sendAt: offer.smsAt,
    });
  }
}
