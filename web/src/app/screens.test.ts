import {
  crawlerPrivatePaths,
  OVER_BUDGET_SCREENS,
  PUBLIC_SCREENS,
  publicScreens,
  routeModuleOf,
  SCREEN_TABLE,
  type ScreenEntry,
  SERVER_RENDERED_PATHS,
  serverRenderedPaths,
  sitemapPages,
} from '@shop/contract/screen-table';
import { describe, expect, it } from 'vitest';
import { SCREENS, screenAt, screenIn, screensOf } from './screens';

describe('the screen table (docs/screens.md)', () => {
  it('gives every screen the component its route module exports', async () => {
    for (const [name, screen] of Object.entries(SCREENS))
      expect(typeof (await screen.load()), name).toBe('function');
  });

  it('has a screen for every route module: none is built and never shown', () => {
    const files = Object.keys(import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx']));
    const named = Object.keys(SCREEN_TABLE).map((name) => `./routes/${routeModuleOf(name)}.tsx`);
    expect(files.sort()).toEqual(named.sort());
  });

  it('routes each address to its screen, the 404 screen last', () => {
    expect(screenAt('/fursa')).toBe('fursa');
    expect(screenAt('/fursa/laptops/dell-latitude-5440')).toBe('laptopPage');
    expect(screenAt('/pay/mobile-money/12')).toBe('mobileMoney');
    expect(screenAt('/no-such-page')).toBe('notFound');
    expect(Object.keys(SCREENS).at(-1)).toBe('notFound');
  });

  it('is what the build, the server render, the sitemap and robots.txt read today', () => {
    expect(PUBLIC_SCREENS[SCREEN_TABLE.auth.path]).toBe('auth');
    expect(SERVER_RENDERED_PATHS.get(SCREEN_TABLE.fursa.path)).toEqual([
      'search',
      'category',
      'max_price',
      'page',
    ]);
    expect(SERVER_RENDERED_PATHS.has(SCREEN_TABLE.auth.path)).toBe(false);
    expect(sitemapPages(SCREEN_TABLE)).toEqual([
      '/',
      '/isml',
      '/fursa',
      '/igsum-products',
      '/about',
      '/contact',
      '/privacy',
    ]);
    expect(crawlerPrivatePaths(SCREEN_TABLE)).toContain('/pay/mobile-money/');
    expect(Object.keys(OVER_BUDGET_SCREENS)).toEqual([
      '/booking-success',
      '/receipt/:token',
      '/connection-test',
    ]);
  });
});

describe('a public screen added as one entry', () => {
  // A fixture: the table of today with one more server-rendered screen before the 404 screen.
  const { notFound, ...rest } = SCREEN_TABLE;
  const table = {
    ...rest,
    safariGuide: {
      path: '/isml/guide',
      texts: ['about'],
      ssrQuery: ['season'],
    } satisfies ScreenEntry<'about'>,
    notFound,
  };
  // Its route module, as the build's glob of web/src/app/routes/ would find it beside the others.
  const SafariGuideRoute = () => null;
  const modules = {
    ...Object.fromEntries(
      Object.keys(rest).map((name) => [`./routes/${routeModuleOf(name)}.tsx`, async () => ({})]),
    ),
    './routes/not-found.tsx': async () => ({}),
    './routes/safari-guide.tsx': async () => ({ SafariGuideRoute }),
  };

  it('is routed, and loads its code and its texts', async () => {
    const screens = screensOf(table, modules);
    expect(screenIn(screens, '/isml/guide')).toBe('safariGuide');
    expect(screenIn(screens, '/isml/guides')).toBe('notFound');
    expect(screens.safariGuide.texts).toEqual(['about']);
    expect(await screens.safariGuide.load()).toBe(SafariGuideRoute);
  });

  it('is rendered on the server and kept under the query parameters it reads', () => {
    // entry-server.tsx draws the screens of this map and returns the list as the page's `query`,
    // which the public cache keys the page by (server/src/plugins/pages.ts).
    expect(serverRenderedPaths(table).get('/isml/guide')).toEqual(['season']);
  });

  it('is in the sitemap and open to crawlers', () => {
    expect(sitemapPages(table)).toContain('/isml/guide');
    expect(crawlerPrivatePaths(table)).not.toContain('/isml/guide');
  });

  it('is among the public screens whose scripts the build groups and reports for the first-visit budget', () => {
    // vite.config.ts: the first-paint chunks (public-graph.ts) and bundle-report.json.
    expect(publicScreens(table)['/isml/guide']).toBe('safari-guide');
  });
});
