// The seam between the web's server render (web/src/entry-server.tsx, built by `vite build --ssr`
// into web/dist-server) and the server's page plugin (server/src/plugins/pages.ts), which loads
// that build by path at run time (docs/server-rendering.md). Both sides take these types from here,
// so a changed shape fails the type check of both (`npm run typecheck`) instead of a page at run time.
// Types only: nothing of this module reaches either build.

/** A GET of the shop's own API, answered in process. */
export type ApiGet = (url: string) => Promise<{ status: number; body: string }>;

export type RenderedPage = {
  status: number;
  /** The page's <title> and other head elements React hoisted. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The data block the browser hydrates its query cache from. */
  state: string;
  /** Whether the markup names the origin it was rendered for (a link that leaves the page). */
  usesOrigin: boolean;
  /** The query parameters the screen reads: the page was drawn from these alone. */
  query: readonly string[];
};

/**
 * The page at `url` (path and query) as seen from `origin` (the scheme and host the visitor
 * asked), or null when it is not one the server renders.
 */
export type RenderPage = (url: string, origin: string) => Promise<RenderedPage | null>;

export type PageRendererOptions = {
  apiGet: ApiGet;
  /** Whether the pages carry the test-mode banner (the demo payment provider alone). */
  paymentTestMode: boolean;
};

/** What web/dist-server/entry-server.js exports. */
export type PageRendererModule = {
  createPageRenderer(options: PageRendererOptions): RenderPage;
};
