// Whether this page can reach the shop, and since when what it shows is known (docs/offline.md).
import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_META } from '#web/service-worker/messages.ts';

export type NetworkState = {
  offline: boolean;
  /** When the data on screen was last fresh: the copy's time, or when the network went. */
  asOf: Date | null;
};

const ONLINE: NetworkState = { offline: false, asOf: null };
let state: NetworkState = ONLINE;
const listeners = new Set<() => void>();

function set(next: NetworkState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The time the service worker wrote into a page it served from its copy, if it did. */
function copyTime(): Date | null {
  const content = document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content');
  return content ? new Date(content) : null;
}

let started = false;
/**
 * Follows the browser's connection from now on. A page served from the worker's copy (a weak
 * signal's timeout included) counts as offline until the connection is back; `onBack` runs then.
 */
export function followNetwork(onBack: () => void): void {
  if (started) return;
  started = true;
  const copy = copyTime();
  if (copy || !navigator.onLine) set({ offline: true, asOf: copy ?? new Date() });
  window.addEventListener('offline', () => {
    if (!state.offline) set({ offline: true, asOf: new Date() });
  });
  window.addEventListener('online', () => {
    set(ONLINE);
    onBack();
  });
}

export function isOffline(): boolean {
  return state.offline;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The network as this page knows it; online on the server and while hydrating. */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => ONLINE,
  );
}

/** Whether a button that needs the shop's server can do its work now. */
export function useOffline(): boolean {
  return useNetworkState().offline;
}
