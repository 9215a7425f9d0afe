import { createContext, use } from 'react';

/**
 * Set by the server's render (entry-server.tsx), which has no window: the origin the visitor
 * asked, and whether the page used it, so a page that did is not kept for other hosts.
 */
export type PageOrigin = { origin: string; used: boolean };

export const PageOriginContext = createContext<PageOrigin | null>(null);

/** The shop's origin as the visitor sees it, for links that leave the page (a WhatsApp message, say). */
export function usePageOrigin(): string {
  const page = use(PageOriginContext);
  if (!page) return window.location.origin;
  page.used = true;
  return page.origin;
}
