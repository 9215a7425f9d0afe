// Which requests the service worker may keep (docs/offline.md). Written as patterns, not as a
// list of today's screens: a new public page (a product's own page, a Swahili page under /sw)
// is kept without a change here, and nothing that moves money or personal data ever is.

/** Screens whose copy could mislead or that show a customer's own data: never kept, never queued. */
const PRIVATE_SCREENS =
  /^(?:\/sw)?\/(?:dashboard|admin|checkout|auth|reset-password|pay|booking-success|order-success|connection-test)(?:\/|$)/;

/** The public catalogue reads, the same for every visitor (docs/public-cache.md). */
const CATALOGUE_READS =
  /^\/api\/(?:(?:fursa|igsum)\/(?:products|categories|product-categories|tours|gallery|delivery)|testimonials)\//;

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
