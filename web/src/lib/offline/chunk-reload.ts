// A page of an earlier release that asks for a script the release deleted reloads once, into the
// new release, instead of showing an error (docs/offline.md, "Safe updates").

const RELOADED_AT = 'shop:reloaded-for-missing-script';
/** A second failure this soon after the reload is a real error: the error screen shows it. */
const ONCE_WITHIN_MS = 60_000;
/** What Chromium, Firefox and Safari say when a module script cannot be fetched. */
const MISSING_SCRIPT =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** Reloads the page unless it did so for a missing script a moment ago; says whether it does. */
export function reloadForMissingScript(error: unknown): boolean {
  if (!(error instanceof Error) || !MISSING_SCRIPT.test(error.message)) return false;
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < ONCE_WITHIN_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

/** Vite announces a failed import of a screen's code with this event. */
export function reloadOnMissingScript(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForMissingScript((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
