// The signed-in customer's own data, kept in this browser for reading offline: who they are,
// their carts and wishlists (docs/offline.md, "The cart and wishlist offline"). Kept beside the
// session's tokens, and dropped with them.
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { tokens } from '#web/lib/session-tokens.ts';

const STORAGE_KEY = 'shop:offline-copy';
/** The first part of the query keys kept: the user (['auth', 'user']), carts and wishlists. */
const KEPT = new Set(['auth', 'cart', 'wishlist']);

function hasSession(): boolean {
  return tokens.access() !== null || tokens.refresh() !== null;
}

function save(queryClient: QueryClient): void {
  try {
    if (!hasSession()) {
      localStorage.removeItem(STORAGE_KEY);
      return;
    }
    const copy = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        KEPT.has(String(query.queryKey[0])) && query.state.status === 'success',
    });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(copy));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

/** Keeps the copy up to date with every answer of the kept queries. */
export function keepOfflineCopy(queryClient: QueryClient): void {
  let pending = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (!KEPT.has(String(event.query.queryKey[0])) || pending) return;
    if (event.type !== 'updated' && event.type !== 'removed') return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      save(queryClient);
    });
  });
}

/** Starts the query cache from the copy: for a page opened without a network. */
export function restoreOfflineCopy(queryClient: QueryClient): void {
  if (!hasSession()) {
    localStorage.removeItem(STORAGE_KEY);
    return;
  }
  try {
    const copy = localStorage.getItem(STORAGE_KEY);
    if (copy) hydrate(queryClient, JSON.parse(copy));
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
}
