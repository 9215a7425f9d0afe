import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForEmail } from '../fixtures/mailbox';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

test('the admin grants and removes admin for a customer', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=users');
  await page.getByRole('button', { name: 'Manage User Roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage User Roles' });
  // The server matches any case.
  await dialog.getByRole('searchbox').fill(customer.user.username.toUpperCase());
  const users = dialog.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByText(customer.user.email)).toBeVisible();
  await snap(page, 'admin-roles-dialog');

  await users.getByRole('button', { name: `Grant Admin for ${customer.user.username}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Grant admin role?' })
    .getByRole('button', { name: 'Grant Admin' })
    .click();
  await expect(page.getByText('Admin role granted')).toBeVisible();
  await expect(users.getByText('Admin', { exact: true })).toBeVisible();

  await users.getByRole('button', { name: `Remove Admin for ${customer.user.username}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove admin role?' })
    .getByRole('button', { name: 'Remove Admin' })
    .click();
  await expect(page.getByText('Admin role removed')).toBeVisible();
  await expect(users.getByText('Customer', { exact: true })).toBeVisible();
});

test('the admin cannot remove their own admin role', async ({ page, request }) => {
  const admin = await adminSession(request);
  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=users');
  await page.getByRole('button', { name: 'Manage User Roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage User Roles' });
  await dialog.getByRole('searchbox').fill(admin.user.username);
  await expect(
    dialog.getByRole('button', { name: `Remove Admin for ${admin.user.username}` }),
  ).toBeDisabled();
  await expect(dialog.getByText('You cannot remove your own admin role.')).toBeVisible();
});

test('the admin marks a contact message read and unread', async ({ page, request }) => {
  const subject = `Safari question ${randomBytes(3).toString('hex')}`;
  const sent = await request.post('/api/contact/', {
    data: {
      name: 'Baraka Mushi',
      email: 'baraka@example.com',
      subject,
      message: 'Is July good for the migration?',
      business_type: 'igsum',
    },
  });
  expect(sent.status()).toBe(201);
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=messages');
  const table = page.getByRole('table', { name: 'Contact messages' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Unread')).toBeVisible();

  await row.getByRole('button', { name: 'View message from Baraka Mushi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  await expect(dialog.getByText('Is July good for the migration?')).toBeVisible();
  await snap(page, 'admin-message-dialog');
  await dialog.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('Read', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'View message from Baraka Mushi' }).click();
  await dialog.getByRole('button', { name: 'Mark as Unread' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as Read' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('Unread')).toBeVisible();
});

test('the admin answers a contact message from the inbox, by e-mail', async ({ page, request }) => {
  const subject = `Laptop question ${randomBytes(3).toString('hex')}`;
  const email = `juma_${randomBytes(3).toString('hex')}@example.com`;
  const sent = await request.post('/api/contact/', {
    data: {
      name: 'Juma Hassan',
      email,
      subject,
      message: 'Do you deliver to Mbeya?',
      business_type: 'fursa',
    },
  });
  expect(sent.status()).toBe(201);
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=messages');
  const row = page
    .getByRole('table', { name: 'Contact messages' })
    .getByRole('row')
    .filter({ hasText: subject });
  await row.getByRole('button', { name: 'Reply to Juma Hassan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  const reply = dialog.getByLabel('Reply to Juma Hassan');
  await expect(reply).toBeFocused();
  await reply.fill('Yes: delivery to Mbeya takes two to three days.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(
    dialog
      .getByRole('region', { name: 'Replies' })
      .getByText('Yes: delivery to Mbeya takes two to three days.'),
  ).toBeVisible();
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  await snap(page, 'admin-message-reply');

  const mail = await waitForEmail(email, new RegExp(`^Re: ${subject}$`));
  expect(mail.text).toContain('Yes: delivery to Mbeya takes two to three days.');
  expect(mail.text).toContain('> Do you deliver to Mbeya?');
  expect(mail.replyTo?.text).toBe('sales@fursa.co.tz');
});

test('a second admin changes their password and signs in with the new one', async ({ page, request }) => {
  const main = await adminSession(request);
  const second = await createCustomer(request, 'Second Admin');
  const granted = await request.put(`/api/admin/users/${second.user.id}/role/`, {
    headers: { Authorization: `Bearer ${main.access}` },
    data: { is_staff: true, is_superuser: true },
  });
  expect(granted.ok()).toBe(true);

  await signInBrowser(page, second);
  await page.goto('/admin/dashboard?tab=settings');
  await expect(page.getByText(second.user.email)).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Settings' });

  await dialog.getByLabel('New password', { exact: true }).fill('fresh-pass-99');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Current password is required to change password')).toBeVisible();
  await dialog.getByLabel('Current password').fill(second.password);
  await dialog.getByLabel('Confirm new password').fill('other-pass-99');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('fresh-pass-99');
  await snap(page, 'admin-settings-dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  // A new password ends every other session; this one carries on with the tokens the answer brought.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(second.user.email)).toBeVisible();

  const oldLogin = await request.post('/api/auth/login/', {
    data: { username: second.user.username, password: second.password },
  });
  expect(oldLogin.ok()).toBe(false);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/auth');
  await page.getByLabel('Username').fill(second.user.username);
  await page.getByLabel('Password', { exact: true }).fill('fresh-pass-99');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test('a customer sees no admin link and is sent away from the admin dashboard', async ({ page, request }) => {
  await signInBrowser(page, await createCustomer(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /admin/i })).toHaveCount(0);
  await page.goto('/admin/dashboard?tab=orders');
  await expect(page).toHaveURL(/\/dashboard$/);
});
