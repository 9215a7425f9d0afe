import { startTransition, useEffect, useState } from 'react';

// True while the server renders (its HTML is what hydration's first pass must match) and, in the
// browser, from main.tsx's hydrateFromServer() until the first hydrated component's effect.
let hydrating = typeof window === 'undefined';

/** main.tsx, before it hydrates a server-rendered page. */
export function hydrateFromServer(): void {
  hydrating = true;
}

/**
 * False on the server and while React hydrates a server-rendered page, true from the render
 * after: what only the browser knows (its session, its storage) must wait for it, or the first
 * render would differ from the server's HTML. The switch is a transition: React redraws what it
 * changes in slices a tap can interrupt, never in one long task (docs/server-rendering.md).
 * useSyncExternalStore did it as a blocking update, which redrew all of /fursa at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
