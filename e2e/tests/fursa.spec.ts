import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';
import { createLaptop } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

type Category = { id: number; name: string; product_count: number };

async function countFromApi(request: APIRequestContext, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/fursa/products/?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { count: number }).count;
}

function foundText(count: number) {
  return `${count} ${count === 1 ? 'laptop' : 'laptops'} found`;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor filters by category, price and search, and the view survives a reload', async ({
  page,
  request,
}) => {
  const categories = (await (await request.get('/api/fursa/categories/')).json()) as Category[];
  // Not the category the other tests add their laptops to (fixtures/catalog.ts), so the counts
  // below cannot change under this test while the others run beside it.
  const category = categories.find((c) => c.id !== 1 && c.product_count > 1);
  if (!category) throw new Error('no laptop categories in the demo data');

  await page.goto('/fursa');
  await expect(page.getByRole('heading', { name: 'All Laptops' })).toBeVisible();
  await expect(page.getByText(/^\d+ laptops found$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'fursa');

  await page.getByRole('button', { name: new RegExp(`^${category.name}`) }).click();
  await expect(page.getByRole('heading', { name: category.name, level: 2 })).toBeVisible();
  await expect(
    page.getByText(foundText(await countFromApi(request, { category: category.id }))),
  ).toBeVisible();

  // 5,000,000 minus three big steps (10 x 100,000 each) is 2,000,000.
  const slider = page.getByRole('slider', { name: 'Maximum price' });
  await slider.focus();
  for (let i = 0; i < 3; i++) await slider.press('PageDown');
  await expect(page).toHaveURL(/max_price=2000000/);
  await expect(
    page.getByText(foundText(await countFromApi(request, { category: category.id, max_price: 2_000_000 }))),
  ).toBeVisible();

  await page.getByLabel('Search laptops').fill('a');
  await expect(page).toHaveURL(/search=a/);
  const expected = await countFromApi(request, { category: category.id, max_price: 2_000_000, search: 'a' });
  await expect(page.getByText(foundText(expected))).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: category.name, level: 2 })).toBeVisible();
  await expect(page.getByText(foundText(expected))).toBeVisible();
  await expect(page.getByLabel('Search laptops')).toHaveValue('a');
});

test('Add to Cart sends a visitor to sign in', async ({ page }) => {
  await page.goto('/fursa');
  await page
    .getByRole('button', { name: /^Add to Cart / })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to add items to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a customer opens a laptop and their review appears on it', async ({ page, request }) => {
  const laptop = await createLaptop(request, { name: `Review Test Book ${randomBytes(3).toString('hex')}` });
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);

  await page.goto(`/fursa?search=${encodeURIComponent(laptop.name)}`);
  await page.getByRole('link', { name: laptop.name, exact: true }).click();
  // The laptop's own page (docs/seo.md), where its reviews are.
  await expect(page).toHaveURL(new RegExp(`/fursa/laptops/${laptop.slug}$`));
  const dialog = page.getByRole('article', { name: laptop.name });
  await expect(dialog.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(dialog.getByText('16GB RAM')).toBeVisible();
  await expect(dialog.getByText('No reviews yet. Be the first to review this laptop.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'product-detail');

  // The stars are styled labels over visually hidden radios.
  await dialog.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Comment').fill('Fast, quiet and the battery lasts a full day.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();

  const reviews = dialog.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByText(customer.user.username)).toBeVisible();
  await expect(reviews.getByText('Fast, quiet and the battery lasts a full day.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Customer reviews (1)' })).toBeVisible();
});

test('the shop explains a load failure and recovers on Retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/fursa/products/**', (route) => (fail ? route.abort('failed') : route.fallback()));
  // /fursa comes rendered with its laptops; the browser asks for them itself when it comes
  // to the shop from another screen.
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Visit Store' }).click();
  // Two retries with back-off (1 s, then 2 s) come first.
  await expect(page.getByText('Cannot connect to the backend server.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();

  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/\d+ laptops? found/)).toBeVisible();
});

test('on a phone the filters fold into a panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fursa');
  const toggle = page.getByRole('button', { name: 'Show filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Search laptops')).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Search laptops')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Laptops' })).toHaveAttribute('aria-pressed', 'true');
});
