import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createLaptop } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test('a visitor to /dashboard is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the wishlist heart toggles on the shop and the laptop shows on the dashboard', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);
  // A laptop of its own: the first one listed may be another test's, changed meanwhile.
  const laptop = await createLaptop(request, { name: `Wishbook ${randomBytes(3).toString('hex')}` });

  await page.goto(`/fursa?search=${encodeURIComponent(laptop.name)}`);
  await page.getByRole('button', { name: `Add ${laptop.name} to wishlist` }).click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  const heart = page.getByRole('button', { name: `Remove ${laptop.name} from wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await heart.click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await page.getByRole('button', { name: `Add ${laptop.name} to wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${laptop.name} from wishlist` })).toBeVisible();

  await page.goto('/dashboard');
  const wishlist = page.getByRole('region', { name: 'Wishlist' });
  await expect(wishlist.getByText(laptop.name)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Wishlist' }).getByText('1', { exact: true }),
  ).toBeVisible();

  await wishlist.getByRole('button', { name: `Remove ${laptop.name} from wishlist` }).click();
  await expect(wishlist.getByText('Your wishlist is empty')).toBeVisible();
});

test('a customer sees their dashboard and changes their full name', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Neema Mollel');
  await signInBrowser(page, customer);
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { name: 'Welcome, Neema Mollel' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('Regular Account')).toBeVisible();
  const account = page.getByRole('region', { name: 'Account Information' });
  await expect(account.getByText(customer.user.username, { exact: true })).toBeVisible();
  await expect(account.getByText('+255 712 345 678')).toBeVisible();
  await expect(account.getByText('Customer', { exact: true })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, 'dashboard');

  await account.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Current password is required to change password')).toBeVisible();
  await expect(dialog.getByText('New password must be at least 8 characters long')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('');

  await dialog.getByLabel('Full name').fill('Neema J. Mollel');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Neema J. Mollel' })).toBeVisible();
  await expect(account.getByText('Neema J. Mollel')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Neema J. Mollel' })).toBeVisible();
});
