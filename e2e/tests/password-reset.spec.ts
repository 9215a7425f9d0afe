import { expect, test } from '@playwright/test';
import { waitForEmail } from '../fixtures/mailbox';
import { snap } from '../fixtures/screenshots';
import { createCustomer } from '../fixtures/session';

test('a customer who forgot the password resets it from the e-mailed link, on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(request, 'Rehema Joseph');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(customer.user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');
  await snap(page, 'forgot-password-sent');

  const mail = await waitForEmail(customer.user.email, /^Reset your password$/);
  expect(mail.text).toContain('30 minutes');
  expect(mail.html).toContain('Choose a new password');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('serengeti-2027');
  await page.getByLabel('New password again', { exact: true }).fill('serengeti-2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password is gone; the new one signs in.
  await page.getByLabel('Username', { exact: true }).fill(customer.user.username);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('serengeti-2027');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('serengeti-2028');
  await page.getByLabel('New password again', { exact: true }).fill('serengeti-2028');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
});
