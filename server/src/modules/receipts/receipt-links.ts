import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@shop/contract/common';
import type { Locale } from '@shop/contract/locale';
import { pathInLocale } from '@shop/contract/locale-path';
import { RECEIPT_TOKEN_MAX, RECEIPT_TOKEN_PATTERN, receiptPagePath } from '@shop/contract/receipt-page';

/** 22 base64url characters: 132 bits of HMAC-SHA-256, past guessing, short enough for an SMS. */
const MAC_CHARS = 22;

/**
 * What a receipt is for (`receipts.source`): `payment:<payments.id>`, `cash:<orders.id>`, or
 * `store-credit:<orders.id>` (the part store credit paid, docs/store-credit.md).
 */
export type ReceiptSource = `payment:${number}` | `cash:${number}` | `store-credit:${number}`;

/** Each kind's letter in a token, one character so a token stays short. */
const LETTERS = { payment: 'p', cash: 'c', 'store-credit': 's' } as const;
type Kind = keyof typeof LETTERS;
const KIND_OF: Record<string, Kind> = { p: 'payment', c: 'cash', s: 'store-credit' };

export type ReceiptLinks = {
  /** The token of the receipt issued for `source`: `p<payment id>-<mac>`, `c<order id>-<mac>` or `s<order id>-<mac>`. */
  tokenOf(source: ReceiptSource): string;
  /** What a token's receipt is for, or null for anything not made here (changed, forged, malformed). */
  sourceOf(token: string): ReceiptSource | null;
  /** The receipt page's address in `locale` (on PUBLIC_URL, docs/messages.md "Links in messages"); null without one. */
  urlOf(source: ReceiptSource, locale: Locale): string | null;
};

/**
 * docs/receipts.md, "The customer's copy": receipts' links, signed with a key derived from the
 * shop's JWT secret for this use alone. A token names what the receipt is for, not the receipt's
 * id, so the payment's messages, queued in the transaction that issues the receipt, carry it
 * before the receipt has its number. A link never expires: a customer keeps a receipt for years.
 */
export function receiptLinks(jwtSecret: string, baseUrl: string | undefined): ReceiptLinks {
  const key = createHmac('sha256', jwtSecret).update('receipt-links').digest();
  const short = (source: ReceiptSource) => {
    const [kind, id] = source.split(':');
    if (!kind || !Object.hasOwn(LETTERS, kind) || !/^[1-9]\d{0,9}$/.test(id ?? ''))
      throw new Error(`No receipt link for ${source}`);
    return `${LETTERS[kind as Kind]}${id}`;
  };
  const mac = (name: string) =>
    createHmac('sha256', key).update(name).digest('base64url').slice(0, MAC_CHARS);
  const tokenOf = (source: ReceiptSource) => {
    const name = short(source);
    return `${name}-${mac(name)}`;
  };
  return {
    tokenOf,
    sourceOf(token) {
      if (typeof token !== 'string' || token.length > RECEIPT_TOKEN_MAX) return null;
      if (!RECEIPT_TOKEN_PATTERN.test(token)) return null;
      // The name has no dash and the mac is of fixed length: the first dash parts them.
      const cut = token.indexOf('-');
      const name = token.slice(0, cut);
      const sig = token.slice(cut + 1);
      const id = Number(name.slice(1));
      if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
      const want = Buffer.from(mac(name));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      return `${KIND_OF[name[0]!]!}:${id}`;
    },
    urlOf: (source, locale) =>
      baseUrl ? `${baseUrl}${pathInLocale(receiptPagePath(tokenOf(source)), locale)}` : null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Receipts' links (docs/receipts.md), built once in services.ts. */
    receiptLinks: ReceiptLinks;
  }
}
