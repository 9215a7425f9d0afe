// Which requests the service worker may keep (docs/offline.md). Written as patterns, not as a
// list of today's screens: a new public page (a product's own page, a Swahili page under /sw)
// is kept without a change here, and nothing that moves money or personal data ever is.
import { SEEN_PAGE_MESSAGE } from './messages';

/** Screens whose copy could mislead or that show a customer's own data: never kept, never queued. */
const PRIVATE_SCREENS =
  /^(?:\/sw)?\/(?:dashboard|admin|checkout|auth|reset-password|pay|booking-success|order-success|receipt|connection-test)(?:\/|$)/;

/** The public catalogue reads, the same for every visitor (docs/public-cache.md). */
const CATALOGUE_READS =
  /^\/api\/(?:(?:fursa|igsum)\/(?:products|categories|product-categories|tours|gallery|delivery)|testimonials)\//;

/** The API, images and files: never a screen, whatever a message names. */
const NOT_A_SCREEN = /^\/(?:api|media)(?:\/|$)|\.[a-z0-9]+$/i;

/** A page the customer opened: kept, and shown from the last copy when the network fails. */
export function isKeptPage(url: URL, mode: RequestMode, method: string): boolean {
  return mode === 'navigate' && method === 'GET' && !PRIVATE_SCREENS.test(url.pathname);
}

/** A public catalogue answer: shown from the last copy at once, refreshed behind it. */
export function isCatalogueRead(url: URL, method: string): boolean {
  return method === 'GET' && CATALOGUE_READS.test(url.pathname);
}

/** A product, tour or gallery image, shipped or uploaded. */
export function isImage(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname.startsWith('/media/');
}

/**
 * The page a message from the page asks the worker to keep (`SeenPageMessage`), if the worker
 * would have kept it as a navigation: an address of this site, of a screen the worker keeps. A
 * message is the page's word, not a request's: the same rules hold, nothing private is kept.
 */
export function seenPageToKeep(data: unknown, origin: string): URL | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== SEEN_PAGE_MESSAGE || typeof url !== 'string') return undefined;
  let page: URL;
  try {
    page = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (page.origin !== origin || NOT_A_SCREEN.test(page.pathname)) return undefined;
  if (!isKeptPage(page, 'navigate', 'GET')) return undefined;
  page.hash = '';
  return page;
}

/** docs/vouchers-and-check-in.md: a customer's voucher, the one private answer the worker keeps. */
const VOUCHER_READ = /^\/api\/vouchers\/[1-9]\d{0,9}\/$/;

export function isVoucherRead(url: URL, method: string): boolean {
  return method === 'GET' && VOUCHER_READ.test(url.pathname);
}

/**
 * The key of a voucher's copy: its address and the signed-in user it was read for, the subject of
 * the request's access token (read, not checked: it only chooses the copy, the server checks the
 * token). Another user of the phone asks under another key and finds nothing; no token, no copy.
 */
export function voucherCopyKey(url: URL, authorization: string | null): string | undefined {
  const token = /^Bearer ([\w-]+\.([\w-]+)\.[\w-]+)$/.exec(authorization ?? '')?.[2];
  if (!token) return undefined;
  try {
    const claims = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    if (typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub)) return undefined;
    return `${url.origin}${url.pathname}?user=${claims.sub}`;
  } catch {
    return undefined;
  }
}
