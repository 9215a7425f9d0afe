/** Business constants of the web app; shared ones live in @shop/contract. */

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 10_000;
/**
 * docs/deploy.md: a request carrying this header may be sent again with the same key, which lets the
 * server answer a repeat as it answered the first; the client does so after a 502, a 503 or no
 * answer (a process that died behind Caddy), waiting each delay in turn. Taken from the contract's
 * zod-free constants: this file is on every first visit (docs/server-rendering.md).
 */
export { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/constants';
export const UNAVAILABLE_RETRY_DELAYS_MS = [500, 2_000] as const;

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** Failed queries are retried at most this often; 4xx answers are never retried. */
export const QUERY_MAX_RETRIES = 2;
export const QUERY_STALE_TIME_MS = 60_000;

/** The developer health check gives up sooner than other calls. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

export { BRAND_CONTACTS } from '@shop/contract/brand-contacts';

/** The IGSUM phone as WhatsApp wants it, international digits only: orders of IGSUM products go there. */
import { BRAND_CONTACTS } from '@shop/contract/brand-contacts';

export const IGSUM_WHATSAPP_NUMBER = BRAND_CONTACTS.igsum.phone.replace(/\D/g, '');

/** A phone number as a tel: link target (digits and the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The testimonial carousel moves on after this long, unless paused. */
export const TESTIMONIAL_ROTATE_MS = 6_000;
/** Debounce for the catalogue search box before the URL (and the query) changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The laptop price slider runs from 0 to this many TZS ... */
export const LAPTOP_PRICE_SLIDER_MAX = 5_000_000;
/** ... in steps of this many TZS. */
export const LAPTOP_PRICE_SLIDER_STEP = 100_000;
/** The product list backs off 1 s, doubling, at most 30 s between retries. */
export const PRODUCT_RETRY_BASE_DELAY_MS = 1_000;
export const PRODUCT_RETRY_MAX_DELAY_MS = 30_000;
/** The customer dashboard lists this many recent orders before "And N more orders...". */
export const RECENT_ORDERS_LIMIT = 3;

/** Tour packages on a page of /isml (docs/lists.md): the server renders this many at most. */
export const TOURS_PAGE_SIZE = 12;
