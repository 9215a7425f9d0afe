import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@shop/contract/common';
import { PAY_LINK_DAYS, PAY_LINK_TOKEN_MAX, PAY_LINK_TOKEN_PATTERN } from '@shop/contract/phone-orders';

/**
 * 32 hex digits: 128 bits of HMAC-SHA-256, short enough for an SMS. Hex and hyphens, no dots: the
 * server takes a last path segment with a dot for a file, not a page.
 */
const MAC_CHARS = 32;

export type PayLinkTokens = {
  /** `P1-<order id>-<expiry in seconds, base 36>-<mac>`, good for PAY_LINK_DAYS from `now`. */
  tokenOf(orderId: number, now?: Date): string;
  /** The order a token names while it has not expired; null for anything else (changed, foreign, old). */
  orderOf(token: string, now?: Date): number | null;
};

/**
 * docs/phone-orders.md: payment links' tokens, signed with a key derived from the shop's JWT
 * secret for this use alone (vouchers and marketing links have keys of their own). A token shows
 * and pays one order, nothing else of the account, and stops working after PAY_LINK_DAYS.
 */
export function payLinkTokens(jwtSecret: string): PayLinkTokens {
  const key = createHmac('sha256', jwtSecret).update('pay-link-tokens').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('hex').slice(0, MAC_CHARS);
  return {
    tokenOf(orderId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PAY_LINK_DAYS * 86_400;
      const body = `P1-${orderId}-${expires.toString(36)}`;
      return `${body}-${mac(body)}`;
    },
    orderOf(token, now = new Date()) {
      if (typeof token !== 'string' || token.length > PAY_LINK_TOKEN_MAX) return null;
      if (!PAY_LINK_TOKEN_PATTERN.test(token)) return null;
      const [, id, exp, sig] = token.split('-');
      const orderId = Number(id);
      if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > MAX_ID) return null;
      const want = Buffer.from(mac(`P1-${id}-${exp}`));
      const got = Buffer.from(sig!);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      return Number.parseInt(exp!, 36) * 1000 > now.getTime() ? orderId : null;
    },
  };
}
