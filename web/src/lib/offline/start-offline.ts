import type { QueryClient } from '@tanstack/react-query';
import { reloadOnMissingScript } from './chunk-reload';
import { followNetwork, isOffline } from './network-state';
import { keepOfflineCopy, restoreOfflineCopy } from './offline-copy';
import { registerWorker } from './register-worker';

/**
 * What the page does for a weak signal (docs/offline.md): follows the network, reads the
 * customer's last cart and wishlist when it starts offline, refreshes every query on screen when
 * the network is back or the worker finds a newer catalogue answer, survives a release, and registers the service worker once interactive.
 */
export function startOffline(queryClient: QueryClient): void {
  const refresh = () => void queryClient.invalidateQueries();
  followNetwork(refresh);
  // The worker answered a catalogue read from its copy and has since found it changed.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ meta?: string }>) => {
    if (event.data?.meta === 'workbox-broadcast-update') refresh();
  });
  if (isOffline()) restoreOfflineCopy(queryClient);
  keepOfflineCopy(queryClient);
  reloadOnMissingScript();
  registerWorker();
}
