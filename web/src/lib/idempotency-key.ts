import type { AxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '#web/config/constants.ts';

/** A random UUID v4; randomUUID exists only on https and localhost, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * docs/idempotency.md: a fresh key for one thing the customer asked for (one click of "Place
 * order"), which the API client keeps when it sends the request again after a 502, a 503 or no
 * answer (lib/http-client.ts), so the server answers the repeat as the first and orders once.
 */
export function withIdempotencyKey(): AxiosRequestConfig {
  return { headers: { [IDEMPOTENCY_KEY_HEADER]: randomKey() } };
}
