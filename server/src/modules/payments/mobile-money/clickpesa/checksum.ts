import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ClickPesa's payload checksum: HMAC-SHA256, hex, with the merchant's checksum key, over the
 * payload without its `checksum` and `checksumMethod` fields. A payload names its method in
 * `checksumMethod`; without it the method is `canonical` (docs/payments.md).
 */
export type ChecksumMethod = 'canonical' | 'legacy';

type Payload = Record<string, unknown>;

const HEX_DIGEST = /^[0-9a-f]{64}$/i;

/** The payload with its checksum added, as the client sends it and ClickPesa signs webhooks. */
export function withChecksum<T extends Payload>(key: string, payload: T): T & { checksum: string } {
  const { checksum: _, checksumMethod: __, ...signed } = payload;
  return { ...payload, checksum: hmacHex(key, canonicalJson(signed)) };
}

/** True when the payload carries a checksum its own method and the key reproduce. */
export function hasValidChecksum(key: string, payload: Payload): boolean {
  const { checksum, checksumMethod = 'canonical', ...signed } = payload;
  if (typeof checksum !== 'string' || !HEX_DIGEST.test(checksum)) return false;
  const text =
    checksumMethod === 'canonical'
      ? canonicalJson(signed)
      : checksumMethod === 'legacy'
        ? legacyString(signed)
        : null;
  if (text === null) return false;
  return timingSafeEqual(Buffer.from(hmacHex(key, text), 'hex'), Buffer.from(checksum, 'hex'));
}

/** Keys sorted at every level, compact JSON: the same text whatever order the keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/**
 * The older method joins the top-level values in key order. It cannot cover a nested object (it
 * would sign "[object Object]"), so such a payload is treated as unsigned: callbacks only prompt
 * a status check, and refusing one delays nothing but that prompt.
 */
function legacyString(payload: Payload): string | null {
  const values = Object.keys(payload)
    .sort()
    .map((key) => payload[key]);
  if (values.some((value) => typeof value === 'object' && value !== null)) return null;
  return values.map((value) => (value == null ? '' : String(value))).join('');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Payload;
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((key) => [key, sortKeys(source[key])]),
  );
}

function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}
