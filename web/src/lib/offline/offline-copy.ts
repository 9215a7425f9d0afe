// The signed-in customer's own data, kept in this browser for reading offline: who they are,
// their carts and wishlists (docs/offline.md, "The cart and wishlist offline"). Kept beside the
// session's tokens, and dropped with them.
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { tokens } from '#web/lib/session-tokens.ts';

const STORAGE_KEY = 'shop:offline-copy';
/** The first part of the query keys kept: the user (['auth', 'user']), carts and wishlists. */
const KEPT = new Set(['auth', 'cart', 'wishlist']);

function read(): DehydratedState | undefined {
  const copy = localStorage.getItem(STORAGE_KEY);
  return copy ? (JSON.parse(copy) as DehydratedState) : undefined;
}

function hasSession(): boolean {
  return tokens.access() !== null || tokens.refresh() !== null;
}

function save(queryClient: QueryClient): void {
  try {
    if (!hasSession()) {
      localStorage.removeItem(STORAGE_KEY);
      return;
    }
    const kept = (query: Query) => KEPT.has(String(query.queryKey[0]));
    const copy = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => kept(query) && query.state.status === 'success',
    });
    // A kept query whose reading failed (the signal went) keeps its last answer in the copy: on a
    // phone offline for a while, the cart's failed retries would otherwise drop it.
    const failing = new Set(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => kept(query) && query.state.status !== 'success')
        .map((query) => query.queryHash),
    );
    const before = read();
    const lastGood = before?.queries.filter((query) => failing.has(query.queryHash)) ?? [];
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...copy, queries: [...copy.queries, ...lastGood] }));
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
    const copy = read();
    if (copy) hydrate(queryClient, copy);
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
}
