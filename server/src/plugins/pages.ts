import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import {
  hasLeadingSlashes,
  localeOfPath,
  sameSitePath,
  withCatalogueLang,
  withoutLocale,
} from '@shop/contract/locale-path';
// The render's interface, which web/src/entry-server.tsx implements (contract/src/page-render.ts).
import type { PageRendererModule, RenderedPage, RenderPage } from '@shop/contract/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotli, chooseEncoding, gzip } from './accept-encoding';
import { notFound } from './errors';
import { inPageLanguage } from './page-language';
import { type AnswerReads, COMPRESS_THRESHOLD, type KeptAnswer, type PublicCache } from './public-cache';
import type { CacheScope } from './public-cache-key';
import { RENDER_HEADER } from './request-log';
import { loadSpaIndex } from './spa-index';

export type Page = {
  status: number;
  html: string;
  /** A permanent redirect's target instead of a page (an item's former slug, docs/seo.md). */
  movedTo?: string;
  /**
   * Keeps the page for other visitors, with the headers it is sent with, when it may be, and
   * gives back the kept copy to send (compressed once, with its ETag), or nothing.
   */
  keep?: (
    headers: OutgoingHttpHeaders,
    acceptEncoding: string | undefined,
  ) => Promise<KeptAnswer | undefined>;
};
export type Pages = (request: FastifyRequest) => Promise<Page>;

/**
 * The render under way, whichever renders run at the same time: the app whose API its reads go
 * to (the render's module, and so its API adapter, is one per process, where tests and
 * bench:scale run several apps), its language, which its catalogue reads ask for
 * (docs/i18n.md), and the reads it made.
 */
const currentRender = new AsyncLocalStorage<{ app: FastifyInstance; locale: Locale; reads: string[] }>();
/** The public cache's own safety net. */
const MAX_PAGE_AGE_MS = 60_000;

/** The server render's build sits beside the browser's (web/vite.config.ts). */
export function pageRendererFile(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');
}

const SHELL = /<!--page-->[\s\S]*<!--\/page-->/;
const STATE = '<!--page-state-->';
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/**
 * The shell with the page's markup in place of the loading screen, and its own head elements.
 * A rendered page names no module to preload: its content shows without them, and preloads
 * fetched at high priority hold back its first paint on a slow network (docs/server-rendering.md).
 * The entry script still loads every module the page needs.
 */
export function fillShell(shell: string, page: RenderedPage): string {
  // A page with a description of its own (docs/seo.md) drops the shell's general one.
  const general = page.head.includes('<meta name="description"') ? shell.replace(DESCRIPTION, '') : shell;
  const withHead = page.head ? general.replace(TITLE, () => page.head) : general;
  return withHead
    .replace(SHELL, () => page.body)
    .replace(STATE, () => page.state)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The HTML of every screen of the web app (docs/server-rendering.md): the public screens drawn
 * on the server with their content, the others as the app's shell. Without the server render's
 * build, every screen is the shell.
 */
export function loadPages(
  app: FastifyInstance,
  webDistDir: string,
  opts: {
    paymentTestMode: boolean;
    publicUrl?: string;
    cache?: PublicCache;
    /** Where a page has moved to, if it has (docs/seo.md: an item's former slug). */
    movedTo?: (url: string) => Promise<string | undefined>;
  },
): Pages {
  const spaIndex = loadSpaIndex(webDistDir, { paymentTestMode: opts.paymentTestMode });
  // Each language's copy of a screen's shell names that screen's scripts (spa-index.ts).
  const shell = (urlPath: string) =>
    inPageLanguage(spaIndex(withoutLocale(urlPath)), urlPath, opts.publicUrl);
  const file = pageRendererFile(webDistDir);
  const moved = async (request: FastifyRequest): Promise<Page | undefined> => {
    // `/sw//evil.example/x`: a page there would link its other language to `//evil.example/x`,
    // another site. It is the same-site path with one slash (docs/i18n.md).
    const urlPath = pathOf(request);
    if (hasLeadingSlashes(urlPath)) {
      const movedTo = sameSitePath(urlPath) + request.url.slice(urlPath.length);
      return { status: 301, html: '', movedTo };
    }
    const movedTo = await opts.movedTo?.(request.url);
    return movedTo ? { status: 301, html: '', movedTo } : undefined;
  };
  if (!fs.existsSync(file)) {
    return async (request) => (await moved(request)) ?? { status: 200, html: shell(pathOf(request)) };
  }

  // Loaded with the first page, not at start: an API-only process never holds React in memory.
  let renderer: Promise<RenderPage> | undefined;
  const load = async (): Promise<RenderPage> => {
    const { createPageRenderer } = (await import(pathToFileURL(file).href)) as PageRendererModule;
    return createPageRenderer({
      paymentTestMode: opts.paymentTestMode,
      // The page's data comes from the shop's own API in process, as a visitor: no header of
      // the visitor's request (a cookie, a token) goes with it.
      apiGet: async (asked) => {
        const render = currentRender.getStore();
        const url = withCatalogueLang(asked, render?.locale ?? DEFAULT_LOCALE);
        render?.reads.push(url);
        const res = await (render?.app ?? app).inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json', ...RENDER_HEADER },
        });
        return { status: res.statusCode, body: res.body };
      },
    });
  };
  return async (request) => {
    const movedPage = await moved(request);
    if (movedPage) return movedPage;
    const html = shell(pathOf(request));
    const origin = opts.publicUrl ?? `${request.protocol}://${request.host}`;
    renderer ??= load();
    const generation = opts.cache?.generation ?? 0;
    const reads: string[] = [];
    try {
      const render = await renderer;
      const locale = localeOfPath(pathOf(request));
      const page = await currentRender.run({ app, locale, reads }, () => render(request.url, origin));
      if (!page) return { status: 200, html };
      const filled = fillShell(html, page);
      const kept = page.usesOrigin && !opts.publicUrl ? undefined : keptUntil(page, reads, opts.cache);
      const { cache } = opts;
      return {
        status: page.status,
        html: filled,
        keep:
          cache && kept
            ? (headers, acceptEncoding) =>
                cache.storePage(
                  request.url,
                  generation,
                  { html: filled, headers, expiresAt: kept.until, reads: kept.reads },
                  acceptEncoding,
                )
            : undefined,
      };
    } catch (err) {
      // The shell still works: the browser renders the page itself.
      request.log.error({ err }, 'the server render failed: sent the shell');
      return { status: 200, html };
    }
  };
}

/**
 * Until when a rendered page may be served to every visitor from the public cache, and what it
 * depends on: a 200 whose every read is a public answer kept there, until the first of them
 * turns stale. It shows the brands its reads show: a change of one of them drops it in every
 * process, with them (public-cache.ts). It is kept under its path and the query parameters its
 * screen reads. A page naming the request's own host (no PUBLIC_URL) is never kept.
 */
function keptUntil(
  page: RenderedPage,
  reads: string[],
  cache: PublicCache | undefined,
): { until: number; reads: AnswerReads } | undefined {
  if (!cache || page.status !== 200) return undefined;
  let until = Date.now() + MAX_PAGE_AGE_MS;
  const scopes = new Set<CacheScope>();
  for (const url of reads) {
    const read = cache.keptRead(url);
    if (read === undefined) return undefined;
    until = Math.min(until, read.expiresAt);
    for (const scope of read.scopes) scopes.add(scope);
  }
  return { until, reads: { query: new Set(page.query), scopes: [...scopes] } };
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * A page's HTML compressed for the client, at levels meant for answers made per request:
 * @fastify/compress only compresses routes, and pages are the 404 handler's answers. A public
 * page's HTML is ten times its compressed size, all of it before the first paint on 3G.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding: 'br' | 'gzip' | undefined }> {
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'identity' || Buffer.byteLength(html) < COMPRESS_THRESHOLD) {
    return { body: html, encoding: undefined };
  }
  if (encoding === 'gzip') return { body: await gzip(html, { level: 6 }), encoding };
  return {
    body: await brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    encoding,
  };
}

/**
 * What answers a URL no route matches: a page of the web app for a GET, else the JSON 404. Set
 * after the hooks it needs (compression, security headers): Fastify's 404 handler runs those
 * registered before it.
 */
export function registerNotFound(app: FastifyInstance, opts: { pages?: Pages } = {}) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
    // A missing file (an old asset, /llms.txt) must not come back as the app's HTML with a 200.
    const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    // Every other GET is a screen of the web app, public ones rendered here, its 404 page too.
    if (opts.pages && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = await opts.pages(request);
      if (page.movedTo) return reply.redirect(page.movedTo, 301);
      reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      const accept = request.headers['accept-encoding'];
      const kept = await page.keep?.(reply.getHeaders() as OutgoingHttpHeaders, accept);
      if (kept) return reply.headers(kept.headers).send(kept.body);
      const { body, encoding } = await compressPage(page.html, accept);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return notFound(reply, request.method, path);
  });
}
