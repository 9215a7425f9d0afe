import { createContext, use } from 'react';

/**
 * Set by the server's render (entry-server.tsx): whether the screen drew the 404 screen for an
 * address it does not know (an unknown or inactive item's slug, docs/seo.md), so the page is
 * sent with status 404.
 */
export type PageStatus = { notFound: boolean };

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being drawn on the server as not found; nothing in the browser. */
export function useNotFoundStatus(): () => void {
  const status = use(PageStatusContext);
  return () => {
    if (status) status.notFound = true;
  };
}
