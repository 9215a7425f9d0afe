import type { WorkboxPlugin } from 'workbox-core';
import type { Strategy } from 'workbox-strategies';
import { isKeptPage } from './keep-rules';
import { OFFLINE_COPY_META } from './messages';

export const PAGE_CACHE = 'pages';

/**
 * A page answered from its copy says so, and since when: the copy's Date header, written by the
 * server when the customer last loaded it (docs/offline.md). A copy of the same path with other
 * query parameters (a laptop opened from the list, whose address the page itself changed) stands
 * in for one never loaded as it is.
 */
export const offlineCopyPlugin: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cacheName, request, cachedResponse }) {
    const copy =
      cachedResponse ?? (await (await caches.open(cacheName)).match(request, { ignoreSearch: true }));
    if (!copy) return null;
    const since = new Date(copy.headers.get('date') ?? Date.now()).toISOString();
    const html = (await copy.text()).replace(
      '</head>',
      `<meta name="${OFFLINE_COPY_META}" content="${since}"></head>`,
    );
    const headers = new Headers(copy.headers);
    headers.delete('content-length');
    return new Response(html, { status: copy.status, statusText: copy.statusText, headers });
  },
};

/** Keeps a copy of the pages open when the first worker starts: they came before it could. */
export async function warmPages(clients: Clients): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  const open = await clients.matchAll({ type: 'window' });
  await Promise.all(
    open.map(async ({ url }) => {
      if (!isKeptPage(new URL(url), 'navigate', 'GET') || (await cache.match(url))) return;
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
      if (response?.status === 200) await cache.put(url, response);
    }),
  );
}

/**
 * A copy younger than this is not fetched again when the page says the customer is on it again:
 * each tap on a laptop would otherwise cost a second download of its page on a phone's data.
 */
export const SEEN_PAGE_FRESH_MS = 60 * 60 * 1000;

/**
 * Keeps the page at `url`, which the customer reached without loading it as a document (a tap in
 * a list is a route change in the page): fetched as a navigation would be, through the pages'
 * own strategy, so it is kept under the same rules (200 answers only, 60 pages, 14 days). A
 * redirect (a former slug) is not followed: its answer is no copy of this address.
 */
export async function keepSeenPage(pages: Strategy, event: ExtendableEvent, url: URL): Promise<void> {
  const copy = await (await caches.open(PAGE_CACHE)).match(url.href);
  const age = copy
    ? Date.now() - new Date(copy.headers.get('date') ?? 0).getTime()
    : Number.POSITIVE_INFINITY;
  if (age < SEEN_PAGE_FRESH_MS) return;
  const request = new Request(url.href, {
    credentials: 'same-origin',
    redirect: 'manual',
    headers: { accept: 'text/html' },
  });
  const [answer, done] = pages.handleAll({ event, request });
  // Offline, or the network failed: nothing to keep, the last copy stays.
  await Promise.all([answer.catch(() => undefined), done.catch(() => undefined)]);
}
