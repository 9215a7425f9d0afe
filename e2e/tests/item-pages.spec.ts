import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createLaptop, createTour } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

/** WhatsApp and Facebook read no more of a page than this before giving up on its tags. */
const PREVIEW_BYTES = 60 * 1024;

/** A JPEG's width and height, from its frame header (SOF0 to SOF15, not DHT, JPG or DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/** What a crawler reads of a page: its HTML, without running any of it. */
async function crawl(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const html = await res.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  return { status: res.status(), html, meta, jsonLd };
}

test.describe('item pages as a crawler reads them (no JavaScript)', () => {
  const pages = [
    { kind: 'laptop', path: '/fursa/laptops/dell-latitude-5440', type: 'Product' },
    { kind: 'IGSUM product', path: '/igsum-products/kilimanjaro-peaberry-coffee-500-g', type: 'Product' },
    { kind: 'tour', path: '/isml/tours/classic-safari-experience', type: 'TouristTrip' },
    // A Swahili page names its own address, not the English one's (docs/seo.md).
    { kind: 'Swahili laptop', path: '/sw/fursa/laptops/dell-latitude-5440', type: 'Product' },
    { kind: 'Swahili tour', path: '/sw/isml/tours/classic-safari-experience', type: 'TouristTrip' },
  ];
  for (const { kind, path, type } of pages) {
    test(`a ${kind} page carries its preview tags, JSON-LD and a 1200x630 share image`, async ({
      request,
      baseURL,
    }) => {
      const page = await crawl(request, path);
      expect(page.status).toBe(200);
      const url = `${baseURL}${path}`;
      expect(page.meta('og:url')).toBe(url);
      expect(page.html).toContain(`<link rel="canonical" href="${url}"/>`);
      for (const key of [
        'og:title',
        'og:description',
        'og:type',
        'og:image:alt',
        'twitter:card',
        'description',
      ]) {
        expect(page.meta(key), key).toBeTruthy();
      }
      expect(page.meta('og:image:width')).toBe('1200');
      expect(page.meta('og:image:height')).toBe('630');
      expect(page.meta('product:price:amount')).toMatch(/^\d+\.\d\d$/);
      // Early in <head>: within what chat apps read.
      expect(page.html.indexOf('og:image')).toBeGreaterThan(0);
      expect(Buffer.byteLength(page.html.slice(0, page.html.indexOf('</head>')))).toBeLessThan(PREVIEW_BYTES);
      // Only the page's own description, not the shell's general one.
      expect(page.html.match(/<meta name="description"/g)).toHaveLength(1);

      const item = page.jsonLd.find((d) => [d['@type']].flat().includes(type));
      expect(item, JSON.stringify(page.jsonLd)).toBeDefined();
      expect(item).toMatchObject({ name: expect.any(String), image: [expect.stringMatching(/^http/)] });
      const offers = [item?.offers].flat() as Record<string, unknown>[];
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer).toMatchObject({
          price: expect.stringMatching(/^\d+\.\d\d$/),
          priceCurrency: expect.stringMatching(/^(TZS|USD)$/),
          availability: expect.stringMatching(/^https:\/\/schema.org\/(InStock|OutOfStock|SoldOut)$/),
        });
      }
      const crumbs = page.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
      expect((crumbs?.itemListElement as { item: string }[] | undefined)?.at(-1)?.item).toBe(url);

      const image = await request.get(page.meta('og:image') ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const bytes = await image.body();
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    });
  }

  test('the home page names the shop and the site; an unknown slug is a 404', async ({ request }) => {
    const home = await crawl(request, '/');
    expect(home.jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home.jsonLd[0]).toMatchObject({
      contactPoint: [{ telephone: expect.any(String) }, expect.anything()],
    });
    for (const path of [
      '/fursa/laptops/no-such-laptop',
      '/isml/tours/no-such-tour',
      '/igsum-products/nothing',
    ]) {
      const missing = await crawl(request, path);
      expect(missing.status, path).toBe(404);
      expect(missing.html).toContain('Page not found');
    }
  });
});

test.describe('item pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Payment round trips on a machine other suites keep busy.
  test.setTimeout(120_000);

  test('a laptop page opened by its address: add to cart, check out, pay', async ({ page, request }) => {
    const laptop = await createLaptop(request, {
      name: `Page Book ${randomBytes(3).toString('hex')}`,
      price: '900000',
    });
    const customer = await createCustomer(request);
    await signInBrowser(page, customer);

    await page.goto(`/fursa/laptops/${laptop.slug}`);
    await expect(page.getByRole('heading', { name: laptop.name, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Share on WhatsApp/ }).or(page.getByRole('button', { name: 'Share' })),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'In Cart' })).toBeDisabled({ timeout: 20_000 });
    await snap(page, 'laptop-page');

    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    // The checkout screen loads its code and the cart in the browser.
    await expect(summary.getByText(laptop.name)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Deliver to my address').check();
    await form.getByLabel('Full name').fill('Neema Mushi');
    await form.getByLabel('Phone', { exact: true }).fill('0712 345 678');
    await form.getByLabel('Region').selectOption('Dar es Salaam');
    await form.getByLabel('District or town').fill('Kinondoni');
    await form.getByLabel('Street').fill('Bagamoyo Road 4');
    await page.getByRole('radio', { name: /^Pay now/ }).check();
    await summary.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//, { timeout: 20_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-success\?/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });

  test('a tour page opened by its address: book, pay, confirmed', async ({ page, request }) => {
    const tour = await createTour(request);
    const customer = await createCustomer(request, 'Asha Kimaro');
    await signInBrowser(page, customer);

    await page.goto(`/isml/tours/${tour.slug}`);
    await expect(page.getByRole('heading', { name: tour.title, level: 1 })).toBeVisible();
    await expect(page.getByText('6 seats left')).toBeVisible();
    await snap(page, 'tour-page');
    await page.getByRole('button', { name: `Book Now: ${tour.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${tour.title}` });
    await dialog.getByLabel('Departure date').selectOption(tour.date);
    await dialog.getByRole('button', { name: 'More: Adults (16+)' }).click();
    await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/demo\//, { timeout: 20_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/booking-success\?/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  });

  test('opening a laptop from the grid shows its address, and Back returns to the grid', async ({
    page,
    request,
  }) => {
    const laptop = await createLaptop(request, { name: `Grid Book ${randomBytes(3).toString('hex')}` });
    await page.goto(`/fursa?search=${encodeURIComponent(laptop.name)}`);
    await page.getByRole('link', { name: laptop.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fursa/laptops/${laptop.slug}$`));
    // In the browser: the page's code and data load now, slowly on a busy phone.
    await expect(page.getByRole('heading', { name: laptop.name, level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/fursa\?search=/);
    await expect(page.getByRole('link', { name: laptop.name, exact: true })).toBeVisible({ timeout: 30_000 });
  });
});
