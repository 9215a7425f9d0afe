// The server's render of the public pages (docs/server-rendering.md), built by `vite build --ssr`
// into web/dist-server and called by server/src/plugins/pages.ts. Every page is drawn for a
// visitor: no request of the page's visitor reaches it but its URL.
import { LOCALE_PREFIX } from '@shop/contract/locale';
import { localeOfPath, withoutLocale } from '@shop/contract/locale-path';
import type { ApiGet, PageRendererModule, RenderedPage } from '@shop/contract/page-render';
import { SERVER_RENDERED_PATHS } from '@shop/contract/screen-table';
import { dehydrate, hashKey, type Query, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import axios, { type AxiosAdapter, AxiosError, AxiosHeaders } from 'axios';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pathParams, StaticRouter } from '#web/lib/router/router.tsx';
import { AppRoutes, preloadScreen } from './app/app-routes';
import { pageStateScript } from './app/page-state';
import { AppProviders } from './app/providers';
import { SCREENS } from './app/screens';
import type { AnyRead } from './app/server-reads';
import { setServerPaymentTestMode } from './components/layout/test-mode-banner';
import { loadI18n, pageTexts } from './i18n/i18n';
import { setApiAdapter } from './lib/api-adapter';
import { type PageOrigin, PageOriginContext } from './lib/page-origin';
import { type PageStatus, PageStatusContext } from './lib/page-status';

/** Renders after each round of fetching, until nothing is waiting or this many rounds. */
const MAX_FETCH_ROUNDS = 3;

const serverQueryConfig: QueryClientConfig = {
  // One try: a visitor's browser fetches what failed here anyway.
  defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
};

function inProcessAdapter(get: ApiGet): AxiosAdapter {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      throw new AxiosError('The server render only reads', AxiosError.ERR_BAD_REQUEST, config);
    }
    const { status, body } = await get(axios.getUri(config));
    const response = { data: body, status, statusText: '', headers: new AxiosHeaders(), config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
}

function isEnabled(query: Query): boolean {
  // A query takes the options of the hook that made it; those of a signed-in user are disabled
  // for a visitor.
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches one of the page's reads once, with no retry: a visitor's browser fetches what failed
 * here anyway, and what failed is drawn loading, as the browser's first render will draw it.
 */
async function fetchForPage(queryClient: QueryClient, options: AnyRead, fetched: Set<string>): Promise<void> {
  const hash = hashKey(options.queryKey);
  if (fetched.has(hash)) return;
  fetched.add(hash);
  await queryClient
    .fetchQuery({ ...options, retry: false })
    .catch(() => queryClient.removeQueries({ queryKey: options.queryKey, exact: true }));
}

/** Head elements React writes ahead of the markup when it renders into a node, not a document. */
const HOISTED_HEAD = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

// Typed by the contract the server's page plugin loads this build with (contract/src/page-render.ts).
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (options) => {
  setApiAdapter(inProcessAdapter(options.apiGet));
  setServerPaymentTestMode(options.paymentTestMode);

  return async function renderPage(url: string, origin: string): Promise<RenderedPage | null> {
    const { pathname, searchParams } = new URL(url, origin);
    // The page is drawn in the language of its address (docs/i18n.md).
    const locale = localeOfPath(pathname);
    const [i18n, screen] = await Promise.all([
      loadI18n(locale),
      preloadScreen(withoutLocale(pathname), locale),
    ]);
    const leaf = SCREENS[screen].path;
    const query = SERVER_RENDERED_PATHS.get(leaf);
    if (!query) return null;
    const texts = await pageTexts(locale, SCREENS[screen].texts);
    // Links on the page repeat its query: any parameter the screen does not read is left out,
    // so the page is the same for every URL the server keeps it under.
    const read = new URLSearchParams();
    for (const [name, value] of searchParams) if (query.includes(name)) read.append(name, value);
    // In the order of the cache's key (public-cache-key.ts), whatever order the link had.
    read.sort();
    const location = read.size > 0 ? `${pathname}?${read}` : pathname;

    const queryClient = new QueryClient(serverQueryConfig);
    const pageOrigin: PageOrigin = { origin, used: false };
    const pageStatus: PageStatus = { notFound: false };
    const app = (
      <StrictMode>
        <PageOriginContext value={pageOrigin}>
          <PageStatusContext value={pageStatus}>
            <AppProviders queryClient={queryClient} i18n={i18n}>
              <StaticRouter location={location} basename={LOCALE_PREFIX[locale] || undefined}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </PageStatusContext>
        </PageOriginContext>
      </StrictMode>
    );

    // What the screen says it reads is fetched before the first drawing (app/server-reads.ts);
    // then the components say what else they read: each round renders, then fetches what they
    // asked for.
    const fetched = new Set<string>();
    const reads = await SCREENS[screen].reads();
    const params = pathParams(leaf, withoutLocale(pathname));
    if (reads)
      await Promise.all(reads(read, params).map((options) => fetchForPage(queryClient, options, fetched)));
    let html = renderToString(app);
    for (let round = 0; round < MAX_FETCH_ROUNDS; round++) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && !fetched.has(q.queryHash) && isEnabled(q));
      if (waiting.length === 0) break;
      await Promise.all(
        waiting.map((query) =>
          fetchForPage(queryClient, { ...query.options, queryKey: query.queryKey }, fetched),
        ),
      );
      // Only the last drawing says whether the page found what it shows.
      pageStatus.notFound = false;
      html = renderToString(app);
    }

    const head = HOISTED_HEAD.exec(html)?.[0] ?? '';
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => fetched.has(q.queryHash) && q.state.status === 'success',
    });
    queryClient.clear();
    return {
      // docs/seo.md: an unknown or inactive item's page is the 404 screen, with its status.
      status: screen === 'notFound' || pageStatus.notFound ? 404 : 200,
      head,
      body: html.slice(head.length),
      state: pageStateScript({ queries, texts }),
      usesOrigin: pageOrigin.used,
      query,
    };
  };
};
