import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/constants';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test('a visitor creates an account, lands on the dashboard and signs out', async ({ page }) => {
  const username = `neema_${randomBytes(4).toString('hex')}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill('Neema Mollel');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill('712 345 678');
  await page.getByLabel('Password', { exact: true }).fill('kilimanjaro-2026');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Neema Mollel/ })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home screen ends the session (revoking the refresh token) once it is showing.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-in shows the server message for a wrong password', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('a customer opening the admin dashboard is sent to their dashboard', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /admin/i })).toHaveCount(0);
});

test('a visitor opening a dashboard is sent to sign in', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('home and sign-in pass an accessibility check and are captured', async ({ page }) => {
  for (const [path, name] of [
    ['/', 'home'],
    ['/auth', 'auth'],
    ['/nowhere', 'not-found'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await snap(page, name);
  }
});
