import { expect, test } from '@playwright/test';

test('the top bar floats over the hero and turns solid once the hero has scrolled away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fursa');
  const bar = page.locator('header').first();
  await expect(bar).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 2000);
  await expect(bar).toHaveAttribute('data-solid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-solid', 'false');
});
