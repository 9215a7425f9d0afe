// A page of an earlier release that asks for a script the release deleted reloads once, into the
// new release, instead of showing an error (docs/offline.md, "Safe updates").

const RELOADED_AT = 'shop:reloaded-for-missing-script';
/** A second failure this soon after the reload is a real error: the error screen shows it. */
const ONCE_WITHIN_MS = 60_000;

export function reloadOnMissingScript(): void {
  window.addEventListener('vite:preloadError', () => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < ONCE_WITHIN_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
