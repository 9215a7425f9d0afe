// The shop's service worker (docs/offline.md), built by vite-plugin-pwa in injectManifest mode:
// the build writes the list of this release's hashed scripts and styles, icons and offline page
// in place of self.__WB_MANIFEST.
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isCatalogueRead,
  isImage,
  isKeptPage,
  isVoucherRead,
  seenPageToKeep,
  voucherCopyKey,
} from './keep-rules';
import { keepSeenPage, offlineCopyPlugin, PAGE_CACHE, warmPages } from './kept-pages';
import { OFFLINE_PAGE, UPDATE_MESSAGE, VOUCHER_CACHE } from './messages';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_S = 24 * 60 * 60;
/** A page waits this long for the network on a weak signal before its last copy is shown. */
const PAGE_NETWORK_TIMEOUT_S = 4;
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

precacheAndRoute(self.__WB_MANIFEST);
// Entries of releases before the last one go; the release an open page runs keeps its own until
// the new worker takes over (docs/offline.md, "Safe updates").
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  plugins: [
    onlyOk,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
    offlineCopyPlugin,
  ],
});
registerRoute(({ request, url }) => isKeptPage(url, request.mode, request.method), pages);
// The page shows the last copy at once; when the answer behind it differs (its ETag), the worker
// tells the page, which reads it again (lib/offline/start-offline.ts).
registerRoute(
  ({ request, url }) => isCatalogueRead(url, request.method),
  new StaleWhileRevalidate({
    cacheName: 'catalogue',
    plugins: [
      onlyOk,
      new BroadcastUpdatePlugin(),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ request, url }) => isImage(url, request.method),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
// docs/vouchers-and-check-in.md: a customer's voucher, read from the network when there is one,
// else from the copy kept under that customer's key; a request without one is neither kept nor
// answered from a copy.
registerRoute(
  ({ request, url }) => isVoucherRead(url, request.method),
  new NetworkFirst({
    cacheName: VOUCHER_CACHE,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [
      onlyOk,
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          voucherCopyKey(new URL(request.url), request.headers.get('authorization')) ??
          `${request.url}?user=none`,
      },
    ],
  }),
);
// Every other navigation (dashboard, checkout, sign-in, payments) goes to the network alone;
// without one, the offline page says so. Everything else, every non-GET above all, is left to
// the browser: the worker neither keeps nor queues it.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isKeptPage(url, request.mode, request.method),
  new NetworkOnly(),
);
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// The first worker of this browser takes the open page at once, and keeps that page's copy,
// since it was loaded before there was a worker to keep it. A later one waits for the customer
// to choose "Reload" ("A new version is ready"), so no open page changes code under its feet.
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});
self.addEventListener('message', (event) => {
  if (event.data === UPDATE_MESSAGE) void self.skipWaiting();
  // A page reached by a route change (a laptop tapped in the list) came as no document: the page
  // names it, and it is kept as a navigation would be (docs/offline.md).
  const seen = seenPageToKeep(event.data, self.location.origin);
  if (seen) event.waitUntil(keepSeenPage(pages, event, seen));
});
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(warmPages(self.clients)));
