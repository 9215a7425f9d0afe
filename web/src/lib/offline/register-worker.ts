// The service worker's registration and its updates (docs/offline.md, "Safe updates").
import { toast } from '#web/lib/toast.ts';
import { UPDATE_MESSAGE } from '#web/service-worker/messages.ts';

const WORKER_URL = '/sw.js';

/** Runs `task` once the page has loaded and the browser is idle: after the page is interactive. */
function whenSettled(task: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The customer chose to reload into the new release: only then does this tab reload itself. */
let reloadWhenReplaced = false;

function offerUpdate(worker: ServiceWorker): void {
  // The first worker of this browser is no update: there is nothing to reload into.
  if (!navigator.serviceWorker.controller) return;
  toast('A new version is ready', {
    id: 'new-version',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: 'Reload',
      onClick: () => {
        reloadWhenReplaced = true;
        worker.postMessage(UPDATE_MESSAGE);
      },
    },
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration | undefined): void {
  // A browser that blocks service workers (a policy, an automated test) registers nothing.
  if (!registration) return;
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate(worker);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWhenReplaced) window.location.reload();
  });
  // A page left open for days still hears of a release when the customer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}

/** Registers the worker once the page is interactive: nothing of it loads with the page. */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenSettled(() => {
    navigator.serviceWorker.register(WORKER_URL).then(watchForUpdates, (err: unknown) => {
      console.warn('The service worker could not be registered', err);
    });
  });
}
