import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * docs/marketing-consent.md: links in messages that act without signing in (unsubscribe, send the
 * push again) carry what they act on, signed with a key derived from the shop's JWT secret, so
 * nobody can make one for another address or order. `exp` (ms since epoch) ends a link's use.
 */
export type LinkSigner = {
  sign(payload: Record<string, string | number>): string;
  /** The payload, or null when the token was not signed here, was changed, or has expired. */
  verify(token: string, now?: Date): Record<string, string | number> | null;
};

export function linkSigner(jwtSecret: string): LinkSigner {
  const key = createHmac('sha256', jwtSecret).update('marketing-links').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(payload) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token, now = new Date()) {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const want = Buffer.from(mac(body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null) return null;
      const p = payload as Record<string, string | number>;
      if (typeof p.exp === 'number' && p.exp <= now.getTime()) return null;
      return p;
    },
  };
}

/** The key Africa's Talking's incoming-message callback must carry (its requests are not signed). */
export function smsCallbackKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('africastalking-incoming').digest('hex').slice(0, 32);
}
