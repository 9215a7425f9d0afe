import { expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';

// docs/i18n.md: English at today's addresses, Swahili under /sw, each page drawn by the server in
// its language with <html lang> and hreflang alternates; a switch keeps the visitor on the page.

test('each page names its language and its address in both languages', async ({ request }) => {
  for (const [path, lang, en, sw] of [
    ['/fursa', 'en', '/fursa', '/sw/fursa'],
    ['/sw/fursa', 'sw', '/fursa', '/sw/fursa'],
    ['/sw', 'sw', '/', '/sw'],
    ['/sw/checkout', 'sw', '/checkout', '/sw/checkout'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="${en}">`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="sw" href="${sw}">`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="${en}">`);
  }
});

test('a Swahili page arrives in Swahili from the server, and the switch keeps the page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/sw/isml');
  // Drawn by the server: no script has run.
  await expect(page.getByRole('link', { name: 'Soma ukurasa huu kwa Kiingereza' })).toHaveAttribute(
    'href',
    '/isml',
  );
  await expect(page.locator('footer')).toContainText('Gundua');
  await context.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await phone.newPage();
  await tab.goto('/fursa?page=2');
  await waitForApp(tab);
  await tab.getByRole('link', { name: 'Read this page in Swahili' }).click();
  await expect(tab).toHaveURL(/\/sw\/fursa\?page=2$/);
  await expect(tab.locator('html')).toHaveAttribute('lang', 'sw');
  await waitForApp(tab);
  // Links inside a Swahili page stay in Swahili.
  await tab.getByRole('button', { name: 'Fungua menyu' }).click();
  await tab
    .getByRole('navigation', { name: 'Menyu ya simu' })
    .getByRole('link', { name: 'Kuhusu sisi' })
    .click();
  await expect(tab).toHaveURL(/\/sw\/about/);
  // The choice is remembered.
  expect((await phone.cookies()).find((c) => c.name === 'lang')?.value).toBe('sw');
  await phone.close();
});

test('a browser that reads Swahili first is offered the Swahili page, never sent there', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'sw-TZ', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto('/fursa');
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Ndiyo, Kiswahili' })).toHaveAttribute('href', '/sw/fursa');
  await expect(page).toHaveURL(/\/fursa$/);
  await context.close();
});
