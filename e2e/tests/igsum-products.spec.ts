import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test('the catalogue filters by search and category through the URL', async ({ page }) => {
  await page.goto('/igsum-products');
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order by Phone/ }).first()).toHaveAttribute('href', /^tel:/);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, 'igsum-products');

  await page.getByLabel('Search products').fill('coffee');
  await expect(page).toHaveURL(/search=coffee/);
  await expect(page.getByRole('heading', { level: 2, name: /coffee/i }).first()).toBeVisible();

  const category = page.getByLabel('Category');
  await expect(category.getByRole('option', { name: 'All Categories' })).toHaveCount(1);
  await page.getByLabel('Search products').fill('no-such-product-xyz');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search products')).toHaveValue('no-such-product-xyz');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});

test('a visitor is asked to sign in before using the wishlist', async ({ page }) => {
  await page.goto('/igsum-products');
  await page
    .getByRole('button', { name: /to wishlist$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Please log in to manage your wishlist')).toBeVisible();
});

test('a customer adds a product to the wishlist and removes it again', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/igsum-products');
  const heart = page.getByRole('button', { name: /to wishlist$/ }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const product = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
  await heart.click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  const saved = page.getByRole('button', { name: `Remove ${product} from wishlist` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product} to wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
