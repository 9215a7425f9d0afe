// Shared by the worker and the page (web/src/lib/offline/).

/** The page asks the waiting worker to take over with this message. */
export const UPDATE_MESSAGE = 'shop:update';

/** The precached page shown for a screen never opened before, or never kept, without a network. */
export const OFFLINE_PAGE = '/offline.html';

/** A page served from the worker's copy carries this meta tag, its content the copy's time. */
export const OFFLINE_COPY_META = 'offline-copy';
