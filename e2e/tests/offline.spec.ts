import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';
import { createLaptop } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { waitForWorker } from '../fixtures/service-worker';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
// Service workers install and fill their caches in the background: generous on a loaded machine.
test.setTimeout(180_000);

test('a phone that loses its signal still reads /fursa and a laptop, its cart says checkout needs the network, and the prices come back fresh', async ({
  page,
  context,
  request,
}) => {
  const laptop = await createLaptop(request, {
    name: `Offline Reader ${randomBytes(3).toString('hex')}`,
    price: '1450000',
  });
  const customer = await createCustomer(request);
  const res = await request.post('/api/fursa/cart/', {
    headers: { Authorization: `Bearer ${customer.access}` },
    data: { product: laptop.id, quantity: 1 },
  });
  expect(res.status()).toBe(201);
  await signInBrowser(page, customer);

  // The first visit installs the worker, which keeps a copy of the page it found open.
  await page.goto('/fursa');
  await waitForApp(page);
  await waitForWorker(page);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const laptopUrl = `/fursa/laptops/${laptop.slug}`;
  await page.goto(laptopUrl);
  await waitForApp(page);
  const details = page.getByRole('article', { name: laptop.name });
  await expect(details.getByText('TSh 1,450,000')).toBeVisible();
  await waitForWorker(page);

  // No network at all, the worker's own requests included.
  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  // By its text: an open dialog hides the rest of the page from the accessibility tree.
  const notice = page.getByText(/^You are offline: prices as of \d+ \w{3,4} \d{4}/);
  await expect(notice).toBeVisible();
  await expect(details.getByText('TSh 1,450,000')).toBeVisible();
  await snap(page, 'offline-laptop');

  await page.goto('/fursa');
  await waitForApp(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: /cart/i });
  await expect(cart.getByText(laptop.name)).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Checkout needs a connection' })).toBeDisabled();
  await snap(page, 'offline-cart');

  // The price changes while the phone is offline; when the network is back the page reads it by itself.
  const admin = await adminSession(request);
  const put = await request.put(`/api/admin/products/${laptop.id}/`, {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: { price: '1390000' },
  });
  expect(put.status()).toBe(200);
  await expect(cart.getByText('TSh 1,450,000 each')).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(cart.getByText('TSh 1,390,000 each')).toBeVisible({ timeout: 30_000 });
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();

  await page.goto(laptopUrl);
  await expect(details.getByText('TSh 1,390,000')).toBeVisible();
});

test('a laptop opened by tapping it in the list opens at its address offline, in Swahili too', async ({
  page,
  context,
  request,
}) => {
  const laptop = await createLaptop(request, {
    name: `Tapped Offline ${randomBytes(3).toString('hex')}`,
    price: '1275000',
  });
  for (const prefix of ['', '/sw']) {
    await page.goto(`${prefix}/fursa?search=${encodeURIComponent(laptop.name)}`);
    await waitForApp(page);
    await waitForWorker(page);
    // A route change in the page: no document of the laptop's address ever comes from the network.
    await page.getByRole('link', { name: laptop.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/fursa/laptops/${laptop.slug}$`));
    await expect(page.getByRole('heading', { name: laptop.name, level: 1 })).toBeVisible({ timeout: 30_000 });
    // The worker has kept the page the customer reached (or waitForWorker times out without it).
    await waitForWorker(page);

    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: laptop.name, level: 1 }), prefix).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'sw' : 'en');
    await context.setOffline(false);
  }
});

test('a screen never opened, or one that is never kept (checkout), shows the offline page without a network', async ({
  page,
  context,
}) => {
  await page.goto('/isml');
  await waitForApp(page);
  await waitForWorker(page);
  await context.setOffline(true);
  for (const path of ['/checkout', '/dashboard', '/igsum-products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are offline' }), path).toBeVisible();
  }
  await context.setOffline(false);
});

test('each brand has its own installable app', async ({ page, request }) => {
  for (const [path, manifest, themeColor] of [
    ['/fursa', '/manifest-fursa.webmanifest', '#123f8c'],
    ['/isml', '/manifest-igsum.webmanifest', '#8a4f0f'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const res = await request.get(manifest);
    expect(res.status()).toBe(200);
    const app = (await res.json()) as {
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(app).toMatchObject({ display: 'standalone', start_url: path, theme_color: themeColor });
    expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of app.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  }
});
