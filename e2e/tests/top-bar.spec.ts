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

test("the top bar shows each brand's whole name on a 390 px phone, in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/sw', '/isml', '/sw/isml', '/igsum-products', '/fursa', '/sw/fursa']) {
    await page.goto(path);
    const name = page.locator('header').first().getByRole('link').nth(1);
    await expect(name).toHaveText(/^(IGSUM & FURSA|IGSUM Tours & Safaris|FURSA Laptops)$/);
    // A cut name overflows its box: the text is wider or taller than what shows.
    const box = await name.evaluate((a) => ({
      overX: a.scrollWidth - a.clientWidth,
      overY: a.scrollHeight - a.clientHeight,
      barBottom: a.closest('header')!.getBoundingClientRect().bottom,
      bottom: a.getBoundingClientRect().bottom,
    }));
    expect(box, path).toMatchObject({ overX: 0, overY: 0 });
    expect(box.bottom, path).toBeLessThanOrEqual(box.barBottom);
  }
});
