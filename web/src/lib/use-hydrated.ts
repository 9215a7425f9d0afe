import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true from the render
 * after: what only the browser knows (its session, its storage) must wait for it, or the first
 * render would differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
