import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** docs/sessions.md: the browser that signed in to an account keeps its own sign-in allowance. */
export const DEVICE_COOKIE = 'shop_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DeviceCookies = {
  /** The Set-Cookie value naming this browser as one that signed in to `userId`. */
  issue(userId: number, secure: boolean): string;
  /** The account the request's device cookie was issued for, or null (none, or not ours). */
  userOf(cookieHeader: string | undefined): number | null;
};

/**
 * OWASP's device cookies: `<user>.<nonce>.<HMAC>`, signed with the server's secret, so only a
 * browser that once signed in to the account can hold one. HttpOnly and limited to the auth
 * routes: no script reads it and no other request carries it.
 */
export function deviceCookies(secret: string): DeviceCookies {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');
  return {
    issue(userId, secure) {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
      return `${DEVICE_COOKIE}=${payload}.${sign(payload)}; Path=/api/auth/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    userOf(cookieHeader) {
      const value = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
        ?.slice(DEVICE_COOKIE.length + 1);
      const match = value && /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(value);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      return timingSafeEqual(expected, Buffer.from(match[3]!)) ? Number(match[1]) : null;
    },
  };
}
