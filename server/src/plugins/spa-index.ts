import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build (web/build/route-preloads.ts): URL path -> the scripts of its screen. */
const RoutePreloads = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.~-]+\.js$/)));

/** Read by the web app's test-mode banner (web/src/components/layout/test-mode-banner.tsx). */
export const PAYMENT_TEST_MODE_META = '<meta name="payment-mode" content="test">';

/**
 * The web app's index.html for a given URL path. A public screen's copy names the scripts of
 * that screen as modulepreload links, so the browser fetches them beside the entry script
 * rather than after it has run. Every copy is built once, at start. In payment test mode every
 * copy carries a meta tag, so the banner shows on first paint without a request of its own.
 */
export function loadSpaIndex(
  webDistDir: string,
  opts: { paymentTestMode?: boolean } = {},
): (urlPath: string) => string {
  const built = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const html = opts.paymentTestMode
    ? built.replace('</head>', `  ${PAYMENT_TEST_MODE_META}\n  </head>`)
    : built;
  const preloadsFile = path.join(webDistDir, 'route-preloads.json');
  const preloads = fs.existsSync(preloadsFile)
    ? RoutePreloads.parse(JSON.parse(fs.readFileSync(preloadsFile, 'utf8')))
    : {};
  const pages = new Map(
    Object.entries(preloads).map(([route, files]) => {
      const links = files
        .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`)
        .join('');
      return [route, html.replace('</head>', `${links}  </head>`)];
    }),
  );
  // A screen with a parameter (a receipt's link, /receipt/:token) matches its addresses by pattern.
  const patterns = [...pages.keys()]
    .filter((route) => route.includes('/:'))
    .map((route) => [routePattern(route), pages.get(route)!] as const);
  return (urlPath) => pages.get(urlPath) ?? patterns.find(([pattern]) => pattern.test(urlPath))?.[1] ?? html;
}

/** `/receipt/:token` as a pattern of its addresses: a parameter is one non-empty path segment. */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}
