import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { VOUCHER_TOKEN_MAX, VOUCHER_TOKEN_PATTERN } from '@shop/contract/check-in';
import { MAX_ID } from '@shop/contract/common';

/** 22 base64url characters: 132 bits of HMAC-SHA-256, far past guessing, short enough for a small QR code. */
const MAC_CHARS = 22;

export type VoucherTokens = {
  /** The token a booking's voucher carries: `V1.<order id>.<mac>`. */
  tokenOf(orderId: number): string;
  /** The booking a token names, or null for anything not made here (changed, foreign, malformed). */
  orderOf(token: string): number | null;
};

/**
 * docs/vouchers-and-check-in.md: vouchers' tokens, signed with a key derived from the shop's JWT
 * secret for this use alone (the marketing links' key signs other things). A token never expires:
 * the booking's own state (paid, cancelled, its departure) decides what a scan of it does.
 */
export function voucherTokens(jwtSecret: string): VoucherTokens {
  const key = createHmac('sha256', jwtSecret).update('voucher-tokens').digest();
  const mac = (orderId: number) =>
    createHmac('sha256', key).update(`V1.${orderId}`).digest('base64url').slice(0, MAC_CHARS);
  return {
    tokenOf: (orderId) => `V1.${orderId}.${mac(orderId)}`,
    orderOf(token) {
      if (typeof token !== 'string' || token.length > VOUCHER_TOKEN_MAX) return null;
      if (!VOUCHER_TOKEN_PATTERN.test(token)) return null;
      const [, id, sig] = token.split('.');
      const orderId = Number(id);
      if (!Number.isSafeInteger(orderId) || orderId > MAX_ID) return null;
      const want = Buffer.from(mac(orderId));
      const got = Buffer.from(sig!);
      return want.length === got.length && timingSafeEqual(want, got) ? orderId : null;
    },
  };
}

/** What the guide's phone keeps instead of the token: it matches a scanned code offline, and makes none. */
export function voucherHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Vouchers' tokens (docs/vouchers-and-check-in.md), built once in services.ts. */
    voucherTokens: VoucherTokens;
  }
}
