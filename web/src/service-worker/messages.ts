// Shared by the worker and the page (web/src/lib/offline/).

/** The page asks the waiting worker to take over with this message. */
export const UPDATE_MESSAGE = 'shop:update';

/** The precached page shown for a screen never opened before, or never kept, without a network. */
export const OFFLINE_PAGE = '/offline.html';

/** A page served from the worker's copy carries this meta tag, its content the copy's time. */
export const OFFLINE_COPY_META = 'offline-copy';

/**
 * The page tells the worker the address it moved to without loading a document (a laptop tapped
 * in the list), so the worker keeps that page too (docs/offline.md).
 */
export const SEEN_PAGE_MESSAGE = 'shop:seen-page';
export type SeenPageMessage = { type: typeof SEEN_PAGE_MESSAGE; url: string };

/**
 * The worker's copies of customers' vouchers (docs/vouchers-and-check-in.md): each under its
 * customer's key, deleted by the page on sign-out.
 */
export const VOUCHER_CACHE = 'vouchers';
