import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('marketing consent is asked at sign-up, unticked and per channel, and changed in the profile', async ({
  page,
}) => {
  const username = `consent_${randomBytes(4).toString('hex')}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill('Zawadi Kimaro');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill('713 222 333');
  await page.getByLabel('Password', { exact: true }).fill('kilimanjaro-2026');
  const sms = page.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by SMS\. Reply STOP/ });
  const email = page.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by e-mail/ });
  await expect(sms).not.toBeChecked();
  await expect(email).not.toBeChecked();
  await sms.check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // docs/marketing-consent.md: the server kept the SMS yes from sign-up, and no e-mail answer.
  const panel = page.getByRole('region', { name: 'Offers and news' });
  const smsSwitch = panel.getByRole('switch', { name: /by SMS/ });
  const emailSwitch = panel.getByRole('switch', { name: /by e-mail/ });
  await expect(smsSwitch).toBeChecked();
  await expect(smsSwitch).toHaveAccessibleDescription(/^Yes since \d{1,2} \w{3} \d{4}$/);
  await expect(emailSwitch).not.toBeChecked();
  await expect(emailSwitch).toHaveAccessibleDescription('Not given');

  await emailSwitch.click();
  await expect(emailSwitch).toBeChecked();
  await smsSwitch.click();
  await expect(smsSwitch).not.toBeChecked();
  await expect(smsSwitch).toHaveAccessibleDescription(/^Stopped on /);

  await page.reload();
  await expect(panel.getByRole('switch', { name: /by e-mail/ })).toBeChecked();
  await expect(panel.getByRole('switch', { name: /by SMS/ })).not.toBeChecked();
});
