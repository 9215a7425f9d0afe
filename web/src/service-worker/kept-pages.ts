import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_COPY_META } from './messages';
import { isKeptPage } from './rules';

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
