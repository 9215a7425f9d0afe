import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';

/**
 * The e2e server runs outside production, so it does not mark its pages (the server suite checks
 * that it does in production): the page is marked on its way to the browser, as the server would.
 */
test('a page marked as payment test mode shows the banner, with full contrast and its own landmark', async ({
  page,
}) => {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<meta name="payment-mode" content="test"></head>',
      );
      await route.fulfill({ response, body: html });
    },
  );
  for (const path of ['/', '/auth', '/isml']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: 'Payment test mode' });
    await expect(banner).toHaveText('Test mode: no real payments');
    await expect(page.locator('main').first()).toBeVisible();
  }
  // On /isml the top bar floats over the hero: it sits under the banner, before and after a scroll.
  const belowBanner = async () => {
    const bannerBox = await page.getByRole('complementary', { name: 'Payment test mode' }).boundingBox();
    const barBox = await page.locator('header').first().boundingBox();
    expect(bannerBox?.y).toBe(0);
    expect(barBox?.y).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  };
  await belowBanner();
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
  await belowBanner();
  await snap(page, 'test-mode-banner');
  const banner = await new AxeBuilder({ page }).include('aside[aria-label="Payment test mode"]').analyze();
  expect(banner.violations).toEqual([]);
  expect(banner.passes.map((rule) => rule.id)).toContain('color-contrast');
  // The page around it keeps its landmarks in order with the banner in place.
  const whole = await new AxeBuilder({ page }).analyze();
  expect(whole.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(whole.violations.filter((v) => v.id.startsWith('landmark') || v.id === 'region')).toEqual([]);
});

test('an unmarked page has no banner', async ({ page }) => {
  await page.goto('/isml');
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByText('Test mode: no real payments')).toHaveCount(0);
});
