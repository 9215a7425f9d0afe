import { useEffect } from 'react';
import { useLocation } from '#web/lib/router/router.tsx';
import { SEEN_PAGE_MESSAGE, type SeenPageMessage } from '#web/service-worker/messages.ts';

/**
 * Tells the service worker each page the customer reaches by a route change (a laptop tapped in
 * the list), which no document load brought it: the worker keeps that page as it keeps those it
 * loads, so it opens at its address offline (docs/offline.md). The worker decides what it keeps:
 * a private screen named here is refused there.
 */
export function useTellWorkerPage(): void {
  const { pathname, key } = useLocation();
  // A new path, not a new query alone: a filter or a page of the list is no new page to keep (a
  // copy of its path stands in for it, kept-pages.ts), and each would cost a download.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what this answers.
  useEffect(() => {
    // The page the browser loaded came as a document: the worker kept it as it came.
    if (key === 'default') return;
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
    if (!worker) return;
    const message: SeenPageMessage = { type: SEEN_PAGE_MESSAGE, url: window.location.href };
    worker.postMessage(message);
  }, [pathname]);
}

/** useTellWorkerPage as an element of the routes. */
export function TellWorkerPage(): null {
  useTellWorkerPage();
  return null;
}
