import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';
import { adminSession, signInBrowser } from '../fixtures/session';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'products', label: 'FURSA Products' },
  { id: 'igsum-products', label: 'IGSUM Products' },
  { id: 'tours', label: 'Tours' },
  { id: 'categories', label: 'Categories' },
  { id: 'orders', label: 'Orders' },
  { id: 'messages', label: 'Contact Messages' },
  { id: 'users', label: 'User Management' },
  { id: 'settings', label: 'Settings' },
] as const;

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('every admin tab loads, keeps its place on reload and passes axe', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const tab of TABS) {
    await nav.getByRole('button', { name: tab.label }).click();
    await expect(page.getByRole('heading', { level: 2, name: tab.label })).toBeVisible();
    if (tab.id !== 'overview') await expect(page).toHaveURL(new RegExp(`tab=${tab.id}$`));
    await expect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await snap(page, `admin-tab-${tab.id}`);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
});

test('overview shows revenue per currency and the recent lists', async ({ page, request }) => {
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard');
  const stats = page.getByRole('list', { name: 'Statistics' });
  await expect(stats.getByText(/^TSh [\d,]+$/)).toBeVisible();
  await expect(stats.getByText(/^US\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low Stock' })).toBeVisible();
});

test('an admin on a Swahili page reads the dashboard in English (docs/i18n.md)', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInBrowser(page, await adminSession(request));
  await page.goto('/sw/admin/dashboard?tab=orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /Search orders/ })).toBeVisible();
  expect(errors.filter((text) => text.includes('No text'))).toEqual([]);
});

test('on a phone the sidebar hides behind a menu that closes on choosing a tab', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByText('Welcome, admin')).toBeVisible();
  await snap(page, 'admin-mobile-menu');
  await menu.getByRole('button', { name: 'Tours' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Tours' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the tour dialog, audit log and settings dialogs pass axe', async ({ page, request }) => {
  const admin = await adminSession(request);
  // An admin action of our own, so the audit log has something to show.
  const made = await request.post('/api/admin/tour-categories/', {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: { name: `Audit Check ${Date.now()}` },
  });
  expect(made.status()).toBe(201);
  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=tours');
  await page.getByRole('button', { name: 'Add Tour' }).click();
  const tour = page.getByRole('dialog', { name: 'Add Tour' });
  await tour.getByRole('button', { name: 'Add Tour' }).click();
  await expect(tour.getByText('Title is required')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-tour-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/dashboard?tab=settings');
  await page.getByRole('button', { name: 'View Logs' }).click();
  const log = page.getByRole('dialog', { name: 'Audit Log' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  // Other tests act as the admin at the same time, so only the filter's own promise is checked.
  await log.getByLabel('Action').selectOption({ label: 'Category created' });
  await expect(log.getByRole('listitem').filter({ hasNotText: /^Category created / })).toHaveCount(0);
  await expect(log.getByRole('listitem').first().locator('p')).toHaveText(
    /^Category created \w+ #\d+ by admin$/,
  );
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-audit-log-dialog');
});
