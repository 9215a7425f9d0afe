import { expect, test } from '@playwright/test';
import { createCustomer, signInBrowser } from '../fixtures/session';

type Named = { name?: string; title?: string };

/** What the API lists first: the page must carry it in its first HTML. */
async function firstOf(request: import('@playwright/test').APIRequestContext, url: string): Promise<string> {
  const body = (await (await request.get(url)).json()) as Named[] | { results: Named[] };
  const first = (Array.isArray(body) ? body : body.results)[0];
  const label = first?.name ?? first?.title;
  if (!label) throw new Error(`${url} listed nothing`);
  return label;
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * Views of the demo catalogue no other test adds to (they create laptops, products and tours of
 * their own meanwhile), so what the API lists first is what the page shows first.
 */
const LAPTOPS = { page: '/fursa?search=Vivobook', api: '/api/fursa/products/?search=Vivobook' };
const PRODUCTS = {
  page: '/igsum-products?search=Tingatinga',
  api: '/api/igsum/products/?search=Tingatinga&page_size=12',
};
/** A demo tour, checked against the API first. */
async function demoTour(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/igsum/tours/')).json()) as Named[];
  const title = 'Classic Safari Experience';
  expect(tours.map((t) => t.title)).toContain(title);
  return title;
}

test('each public screen arrives as HTML with its content and the data it shows', async ({ request }) => {
  const expected: Record<string, string[]> = {
    '/': ['Choose your experience', 'Explore Tours', 'Visit Store'],
    [LAPTOPS.page]: ['Vivobook', await firstOf(request, LAPTOPS.api)],
    '/isml': ['Discover the wild heart', await demoTour(request)],
    [PRODUCTS.page]: [await firstOf(request, PRODUCTS.api)],
    '/about': ['About'],
    '/contact': ['Contact'],
  };
  for (const [path, texts] of Object.entries(expected)) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).not.toContain('Loading the shop...');
    expect(html, path).toContain('<main id="main"');
    for (const text of texts) expect(html, `${path}: ${text}`).toContain(escapeHtml(text));
    // The data the page was drawn with, for the browser to hydrate from.
    expect(html, path).toContain('<script id="page-state" type="application/json">');
  }
  const missing = await request.get('/no-such-screen');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('the signed-in screens still arrive as the shell', async ({ request }) => {
  for (const path of ['/dashboard', '/admin/dashboard', '/checkout']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('Loading the shop...');
    expect(html, path).not.toContain('id="page-state"');
  }
});

test('a visitor without JavaScript reads the laptops, the tours and the products', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LAPTOPS.page);
  await expect(page.getByRole('heading', { level: 2, name: 'All Laptops' })).toBeVisible();
  await expect(page.getByText(await firstOf(request, LAPTOPS.api)).first()).toBeVisible();
  await page.goto('/isml');
  await expect(page.getByText(await demoTour(request)).first()).toBeVisible();
  await page.goto(PRODUCTS.page);
  await expect(page.getByText(await firstOf(request, PRODUCTS.api)).first()).toBeVisible();
  await context.close();
});

test("the page's HTML holds no visitor's data, and a signed-in customer's page shows theirs once hydrated", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Zawadi Kimaro');
  await signInBrowser(page, customer);
  // The server sees the same request from everyone: the session lives in the browser alone.
  const html = await (
    await request.get('/', { headers: { authorization: `Bearer ${customer.access}` } })
  ).text();
  expect(html).not.toContain(customer.user.email);
  const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(state).not.toMatch(/"auth"|"cart"|"wishlist"|"orders"/);

  await page.goto('/');
  await expect(page.getByText(`Welcome back, ${customer.user.email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
});

test('the largest paint of each screen, on a phone and a desktop, is in its first HTML', async ({
  page,
  request,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/', '/isml', '/fursa', '/igsum-products']) {
      const html = await (await request.get(path)).text();
      await page.goto(path);
      const largest = await page.evaluate(
        () =>
          new Promise<{ src: string | null; text: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
              resolve({
                src: entry.element?.getAttribute('src') ?? null,
                text: entry.element?.textContent?.trim().slice(0, 40) ?? '',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (largest.src) expect(html, `${path} at ${width}`).toContain(`src="${largest.src}"`);
      else expect(html, `${path} at ${width}: ${largest.text}`).toContain(escapeHtml(largest.text));
      expect(largest.src ?? largest.text, `${path} at ${width}`).not.toBe('');
    }
  }
});
