import { expect, test } from '@playwright/test';
import { OVER_BUDGET_SCREENS, PUBLIC_SCREENS } from '@shop/contract/screen-table';
import { bodyBytes } from '../../scripts/body-bytes.mjs';
import { waitForApp } from '../fixtures/app-ready';

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

test('a screen the browser renders names its own scripts in its HTML, and each exists', async ({
  request,
}) => {
  const html = await (await request.get('/auth')).text();
  const own = preloads(html).filter(
    (href) => !html.includes(`<script type="module" crossorigin src="${href}"`),
  );
  expect(own.some((href) => /^\/assets\/auth-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of own) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);
  }
});

test('the signed-in screens name no scripts of their own', async ({ request }) => {
  // The password-reset screen is not in route-preloads: it names the entry's scripts only.
  const entryOnly = preloads(await (await request.get('/reset-password')).text());
  expect(entryOnly).not.toEqual([]);
  for (const path of ['/dashboard', '/admin/dashboard']) {
    expect(preloads(await (await request.get(path)).text()), path).toEqual(entryOnly);
  }
});

test('a server-rendered screen names no script to preload: its content shows without them', async ({
  request,
}) => {
  for (const path of ['/', '/fursa', '/isml', '/igsum-products']) {
    const html = await (await request.get(path)).text();
    expect(preloads(html), path).toEqual([]);
    expect(html, path).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  }
});

/**
 * docs/server-rendering.md: what a first visit to a public screen may download (gzip), and in how
 * many script files (each one a request a phone on 3G waits for). 120 until 2026-11-29, when the
 * day's new screens and text sections (their entries in the screen table, the paths and the
 * catalogs' loaders, all in `core`) put a laptop's page at 120.3.
 */
const FIRST_VISIT_JS_BUDGET_KB = 121;
const FIRST_VISIT_SCRIPT_FILES = 10;
/**
 * The sign-in screen draws its forms (react-hook-form, the form shell) on arrival: over the budget
 * until they load on the first tap (docs/performance.md, "Page speed", what is left). 135 until
 * 2026-11-29, when five new screens and seven text sections (receipts, vouchers, check-in,
 * departures, privacy) put about 0.9 KB on every first visit and /auth at 135.7.
 */
const SIGN_IN_JS_BUDGET_KB = 137;

/** An address of each public screen with a parameter: a demo item's page (docs/seo.md), any other. */
const EXAMPLE_ADDRESS: Record<string, string> = {
  '/fursa/laptops/:slug': '/fursa/laptops/dell-latitude-5440',
  '/igsum-products/:slug': '/igsum-products/kilimanjaro-peaberry-coffee-500-g',
  '/isml/tours/:slug': '/isml/tours/classic-safari-experience',
  // docs/phone-orders.md: a link no order has still draws the page (its not-found message).
  '/pay/:token': '/pay/P1-1-0-00000000000000000000000000000000',
  '*': '/no-such-page',
};
/**
 * Every public screen of the screen table (docs/screens.md) but those it says are over budget (the
 * receipts, the booking success and the connection test load zod): a new one is budgeted as it is
 * added.
 */
const PUBLIC_ADDRESSES = Object.keys(PUBLIC_SCREENS)
  .filter((path) => !(path in OVER_BUDGET_SCREENS))
  .map((path) => EXAMPLE_ADDRESS[path] ?? path);

test(`a first visit to each public screen downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB of JavaScript in ${FIRST_VISIT_SCRIPT_FILES} files on a phone, in both languages`, async ({
  browser,
}) => {
  // Twenty screens, each in a fresh browser context.
  test.setTimeout(360_000);
  // docs/i18n.md: Swahili pages live under /sw, and load their own language's messages only.
  for (const path of PUBLIC_ADDRESSES)
    expect(path, 'give it an address in EXAMPLE_ADDRESS').not.toMatch(/[:*]/);
  for (const path of [...PUBLIC_ADDRESSES, ...PUBLIC_ADDRESSES.map((p) => (p === '/' ? '/sw' : `/sw${p}`))]) {
    // A new context each time: nothing cached from the screen before.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForApp(page);
    // The common catalog (en-<hash>.js) and the screen's sections (<section>-en-<hash>.js).
    const catalogs = [...scripts]
      .map((url) => /\/assets\/(?:[a-z-]+-)?(en|sw)-[\w-]{8}\.js$/.exec(url)?.[1])
      .filter(Boolean);
    const language = path.startsWith('/sw') ? 'sw' : 'en';
    // A server-rendered page brings its texts in its state (docs/i18n.md): no catalog to fetch.
    const state = await page.evaluate(() => document.getElementById('page-state')?.textContent ?? null);
    if (state) {
      expect(JSON.parse(state).texts.messages['nav.home'], path).toEqual([
        language === 'sw' ? 'Mwanzo' : 'Home',
      ]);
      expect(catalogs, `${path}: its texts came with the page`).toEqual([]);
    } else {
      expect(catalogs, `${path}: the messages of its language only`).toContain(language);
      expect(new Set(catalogs), `${path}: the messages of its language only`).toEqual(new Set([language]));
    }
    let bytes = 0;
    for (const url of scripts) bytes += await bodyBytes(url, 'gzip');
    console.log(`first visit ${path}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
    const budget = /^(\/sw)?\/auth$/.test(path) ? SIGN_IN_JS_BUDGET_KB : FIRST_VISIT_JS_BUDGET_KB;
    expect(bytes / 1024, `${path}: ${[...scripts].join(' ')}`).toBeLessThanOrEqual(budget);
    expect(scripts.size, `${path}: ${[...scripts].join(' ')}`).toBeLessThanOrEqual(FIRST_VISIT_SCRIPT_FILES);
    await context.close();
  }
});
