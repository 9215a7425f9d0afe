import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { emailUnsubscribeLink } from '../fixtures/marketing-links';
import { adminSession, type Session, signInBrowser } from '../fixtures/session';

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

test("the ways out: an SMS reply STOP and the e-mail's unsubscribe link each turn their consent off", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const username = `wayout_${randomBytes(4).toString('hex')}`;
  // A number of this test's own: a STOP withdraws every account with that mobile (docs/marketing-consent.md).
  const local = `713${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const registered = await request.post('/api/auth/register/', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'kilimanjaro-2026',
      full_name: 'Rehema Lyimo',
      phone: local,
      country_code: '+255',
      marketing_sms: true,
      marketing_email: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signInBrowser(page, (await registered.json()) as Session);
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Offers and news' });
  const smsSwitch = panel.getByRole('switch', { name: /by SMS/ });
  const emailSwitch = panel.getByRole('switch', { name: /by e-mail/ });
  await expect(smsSwitch).toBeChecked();
  await expect(emailSwitch).toBeChecked();

  // Africa's Talking posts the reply to the address the admin registered with them (form-encoded).
  const admin = await adminSession(request);
  const settings = await request.get('/api/admin/reminders/', {
    headers: { Authorization: `Bearer ${admin.access}` },
  });
  const callback = new URL(
    ((await settings.json()) as { sms_incoming_callback_url: string }).sms_incoming_callback_url,
  );
  const reply = await request.post(`${callback.pathname}${callback.search}`, {
    form: {
      from: `+255${local}`,
      to: '15000',
      text: 'stop',
      date: new Date().toISOString(),
      id: randomBytes(8).toString('hex'),
      linkId: '',
    },
  });
  expect(reply.status()).toBe(200);
  await page.reload();
  await expect(smsSwitch).not.toBeChecked();
  await expect(smsSwitch).toHaveAccessibleDescription(/^Stopped on /);
  await expect(emailSwitch).toBeChecked();

  // The e-mail's link opens a page that changes nothing until its button is pressed, signed out.
  const signedOut = await browser.newContext({ baseURL });
  const unsubscribe = await signedOut.newPage();
  await unsubscribe.goto(emailUnsubscribeLink(`${username}@example.com`), { waitUntil: 'domcontentloaded' });
  await expect(unsubscribe.getByText('Stop the marketing e-mails to this address?')).toBeVisible();
  await page.reload();
  await expect(emailSwitch).toBeChecked();
  await unsubscribe.getByRole('button', { name: 'Unsubscribe / Jiondoe' }).click();
  await expect(unsubscribe.getByText(/^Done: this address gets no more marketing e-mails\./)).toBeVisible();
  await signedOut.close();
  await page.reload();
  await expect(emailSwitch).not.toBeChecked();
  await expect(emailSwitch).toHaveAccessibleDescription(/^Stopped on /);
});
