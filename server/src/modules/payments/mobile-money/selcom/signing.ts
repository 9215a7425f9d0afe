import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Selcom signs every request and callback the same way (docs/payments.md, "Selcom (mobile
 * money)"): an HMAC-SHA256 with the API secret over `timestamp=<Timestamp>&f1=v1&f2=v2`, fields
 * in the order the Signed-Fields header lists them, sent base64 in the Digest header.
 */
export const DIGEST_METHOD = 'HS256';

/** A field's value as it appears in the signed text: JSON numbers and strings as written. */
export type SignedValue = string | number;

export function signingText(
  timestamp: string,
  fields: readonly string[],
  values: Record<string, SignedValue>,
) {
  return [`timestamp=${timestamp}`, ...fields.map((field) => `${field}=${values[field]}`)].join('&');
}

export function digestOf(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function digestMatches(secret: string, text: string, digest: string): boolean {
  const expected = Buffer.from(digestOf(secret, text));
  const given = Buffer.from(digest);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The Authorization header: the API key itself, base64, in the SELCOM realm. */
export function authorizationOf(apiKey: string): string {
  return `SELCOM ${Buffer.from(apiKey, 'utf8').toString('base64')}`;
}

/** ISO 8601 with an explicit offset, as in Selcom's examples (2019-02-26T09:30:46+03:00). */
export function selcomTimestamp(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The headers of one signed message: every field of `values` is signed, in its key order. */
export function signedHeaders(
  credentials: { apiKey: string; apiSecret: string },
  values: Record<string, SignedValue>,
  timestamp = selcomTimestamp(),
): Record<string, string> {
  const fields = Object.keys(values);
  return {
    Authorization: authorizationOf(credentials.apiKey),
    'Digest-Method': DIGEST_METHOD,
    Digest: digestOf(credentials.apiSecret, signingText(timestamp, fields, values)),
    Timestamp: timestamp,
    'Signed-Fields': fields.join(','),
  };
}

/**
 * Checks a signed message's headers against its fields; returns why it is refused, or null.
 * A signed field is a plain value, or null or absent (signed as empty); `required` fields must be signed.
 */
export function signatureProblem(
  apiSecret: string,
  headers: Record<string, string | undefined>,
  values: Record<string, unknown>,
  required: readonly string[],
): string | null {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const digest = lower.digest;
  const timestamp = lower.timestamp;
  const signedFields = lower['signed-fields'];
  if (lower['digest-method'] !== DIGEST_METHOD) return 'Digest-Method must be HS256';
  if (!digest || !timestamp || !signedFields) return 'Digest, Timestamp or Signed-Fields is missing';
  const fields = signedFields.split(',').map((field) => field.trim());
  const missing = required.find((field) => !fields.includes(field));
  if (missing) return `${missing} is not signed`;
  const signed: Record<string, SignedValue> = {};
  for (const field of fields) {
    const value = values[field];
    // Selcom's callbacks may sign a field that is null or absent (docs/payments.md, "What the
    // providers' sources say"); its sample signer writes those as empty. The digest still needs
    // the secret, so nothing is believed that Selcom did not sign.
    if (value === null || value === undefined) signed[field] = '';
    else if (typeof value === 'string' || typeof value === 'number') signed[field] = value;
    else return `signed field ${field} is not a plain value`;
  }
  return digestMatches(apiSecret, signingText(timestamp, fields, signed), digest)
    ? null
    : 'Digest does not match';
}
