import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** `version`: the user's token version when the token was issued; a password change raises it. */
export type AccessClaims = { userId: number; version: number };

export type AccessTokens = {
  sign(claims: AccessClaims): string;
  /** Who the token was issued to, or null when it is invalid or expired. */
  verify(token: string): AccessClaims | null;
};

export function accessTokens(secret: string): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: ({ userId, version }) => signer({ sub: String(userId), typ: 'access', ver: version }),
    verify(token) {
      try {
        const payload = verifier(token) as { sub?: string; typ?: string; ver?: unknown };
        const userId = Number(payload.sub);
        const version = payload.ver;
        return payload.typ === 'access' && Number.isInteger(userId) && Number.isInteger(version)
          ? { userId, version: version as number }
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** Refresh tokens are opaque random strings; the database keeps only their hash. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
