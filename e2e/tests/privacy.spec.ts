import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createLaptops, createTour } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { mailsTo } from '../fixtures/mailbox';
import { runRemindersAt, shopDaytimeFrom } from '../fixtures/reminders-clock';
import { snap } from '../fixtures/screenshots';
import { adminSession, signInBrowser } from '../fixtures/session';
import { smsTo } from '../fixtures/sms';
import { unzip } from '../fixtures/zip';

test.use({ viewport: { width: 390, height: 844 } });

type ExportedData = {
  exported_at: string;
  profile: { username: string }[];
  orders: { order_id: string }[];
  marketing_consents: { channel: string; granted: boolean }[];
  receipts: unknown[];
  tour_bookings: { order_id: string; departure_on: string }[];
  travellers: { order_id: string; position: number; full_name: string | null; id_number: string | null }[];
};

const HOUR = 3_600_000;

test("a customer's data rights at 390 px: the notice, no consent at sign-up, consent and the way out, the download, the deletion; the admin keeps the order and its receipt", async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const username = `privacy_${randomBytes(4).toString('hex')}`;
  const password = 'kilimanjaro-2026';

  // Sign-up: the consent boxes unticked, the notice linked under them.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill('Furaha Massawe');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill('713 471 471');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByRole('checkbox', { name: /by SMS/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /by e-mail/ })).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'How we use your data: our privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const access = await page.evaluate(() => localStorage.getItem('access_token'));
  const auth = { Authorization: `Bearer ${access}` };

  // The notice, from the footer: its version, and the periods of the retention rules.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/^Version \d+, in force since /)).toBeVisible();
  await expect(page.locator('[data-rule="traveller_details"]')).toContainText(
    '30 days from the day of departure',
  );
  await snap(page, 'privacy-notice');
  const swahili = await page.request.get('/sw/privacy');
  expect(await swahili.text()).toContain('Taarifa ya faragha');

  // Consent (docs/marketing-consent.md): the abandoned-cart reminder is the marketing message. It
  // waits 24 hours, so the test runs the shop's reminders pass and outbox at a moment it names
  // (fixtures/reminders-clock.ts), in the day, as marketing waits out Dar es Salaam's nights.
  const email = `${username}@example.com`;
  const msisdn = '255713471471';
  const [laptop] = await createLaptops(request, `Privacy ${Date.now()}`, ['980000']);
  if (!laptop) throw new Error('laptop not created');
  expect(
    (
      await request.post('/api/fursa/cart/', { headers: auth, data: { product: laptop.id, quantity: 1 } })
    ).status(),
  ).toBe(201);
  const leftAt = Date.now();
  const cartMails = async () =>
    (await mailsTo(email)).filter((mail) => mail.subject === 'Your cart is waiting');
  const firstReminder = shopDaytimeFrom(leftAt + 25 * HOUR);
  await runRemindersAt(request, firstReminder);
  expect(await cartMails()).toHaveLength(0);
  expect(smsTo(msisdn, 'reminder_cart')).toEqual([]);

  // Yes to e-mail in the profile: the cart, still left, is reminded of once, however often the pass runs.
  await page.goto('/dashboard');
  const offers = page.getByRole('region', { name: 'Offers and news' });
  const emailSwitch = offers.getByRole('switch', { name: /by e-mail/ });
  await expect(emailSwitch).not.toBeChecked();
  await emailSwitch.click();
  await expect(emailSwitch).toHaveAccessibleDescription(/^Yes since /);
  await runRemindersAt(request, firstReminder);
  await runRemindersAt(request, new Date(firstReminder.getTime() + HOUR));
  const reminders = await cartMails();
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.text).toContain(laptop.name);
  expect(smsTo(msisdn, 'reminder_cart')).toEqual([]);

  // Its one-click way out: the link in the e-mail, the same as its List-Unsubscribe header.
  const unsubscribeLink = /(https?:\/\/\S+\/api\/marketing\/unsubscribe\/\?t=[^\s>\]]+)/.exec(
    reminders[0]!.text ?? '',
  )?.[1];
  if (!unsubscribeLink) throw new Error(`no unsubscribe link in: ${reminders[0]!.text}`);
  // A header line as written, unfolded (a long one is wrapped onto the next line).
  const header = (name: string) =>
    reminders[0]!.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, ' ');
  expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await page.goto(unsubscribeLink, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Unsubscribe / Jiondoe' }).click();
  await expect(page.getByText(/^Done: this address gets no more marketing e-mails\./)).toBeVisible();

  // Three days on, the cart's second reminder would be due: it does not come.
  await runRemindersAt(request, shopDaytimeFrom(leftAt + 73 * HOUR));
  expect(await cartMails()).toHaveLength(1);
  await page.goto('/dashboard');
  await expect(offers.getByRole('switch', { name: /by e-mail/ })).toHaveAccessibleDescription(/^Stopped on /);

  // A tour booking with its two travellers' details, through the API as the booking dialog sends it.
  const tour = await createTour(request, { featured: false });
  const booked = await request.post('/api/tour-bookings/', {
    headers: auth,
    data: {
      tour: tour.id,
      tour_date: tour.date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
      details: [
        {
          full_name: 'Furaha Massawe',
          nationality: 'TZ',
          id_number: 'TZ4471001',
          date_of_birth: '1988-03-14',
        },
        { full_name: 'Juma Massawe', nationality: 'TZ', id_number: 'TZ4471002', date_of_birth: '1986-07-01' },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = ((await booked.json()) as { booking: { order: number; order_id: string } }).booking;

  // A paid order, in progress: the deletion is refused and says why.
  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Mobile money/ }).check();
  await page.getByLabel('Mobile money number').fill('255 786 047 047');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\/mobile-money\//);
  await approveOnDemoPhone(page, context, 'Open the demo phone');
  await expect(page).toHaveURL(/\/order-success\?/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const order = (await (await request.get(`/api/orders/${orderId}/`, { headers: auth })).json()) as {
    order_id: string;
  };

  await page.goto('/dashboard');
  const mine = page.getByRole('region', { name: 'My data' });
  await mine.getByRole('button', { name: 'Delete my account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByRole('alert')).toContainText('still in progress');
  await snap(page, 'privacy-delete-refused');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();

  // The download: a ZIP whose my-data.json holds the order and no consent.
  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(fs.readFileSync(await download.path()));
  expect([...files.keys()]).toContain('my-data.json');
  const data = JSON.parse(files.get('my-data.json')!.toString('utf8')) as ExportedData;
  expect(data.profile[0]?.username).toBe(username);
  expect(data.orders.map((o) => o.order_id).sort()).toEqual([order.order_id, booking.order_id].sort());
  expect(data.marketing_consents).toMatchObject([{ channel: 'email', granted: false }]);
  expect(data.receipts).toHaveLength(1);
  expect(data.tour_bookings).toMatchObject([{ order_id: booking.order_id, departure_on: tour.date }]);
  expect(data.travellers).toMatchObject([
    { order_id: booking.order_id, position: 1, full_name: 'Furaha Massawe', id_number: 'TZ4471001' },
    { order_id: booking.order_id, position: 2, full_name: 'Juma Massawe', id_number: 'TZ4471002' },
  ]);
  expect([...files.keys()]).toContain('csv/orders.csv');

  // Once the order is collected and the booking cancelled the account goes, and the customer is
  // signed out.
  const admin = await adminSession(request);
  const asAdmin = { Authorization: `Bearer ${admin.access}` };
  const collected = await request.put(`/api/admin/orders/${orderId}/`, {
    headers: asAdmin,
    data: { status: 'completed' },
  });
  expect(collected.status(), await collected.text()).toBe(200);
  const cancelled = await request.post(`/api/tour-bookings/${booking.order}/cancel/`, { headers: auth });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await mine.getByRole('button', { name: 'Delete my account' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in/i }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  const again = await request.post('/api/auth/login/', { data: { username, password } });
  expect(again.ok()).toBe(false);

  // The admin still finds the order, its customer anonymised, and its receipt.
  const adminContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/New_York',
  });
  const adminPage = await adminContext.newPage();
  await signInBrowser(adminPage, admin);
  await adminPage.goto('/admin/dashboard?tab=orders');
  await adminPage.getByRole('searchbox', { name: /Search orders/ }).fill(order.order_id);
  await adminPage.getByRole('button', { name: `View details of ${order.order_id}` }).click();
  const details = adminPage.getByRole('dialog', { name: `Order ${order.order_id}` });
  await expect(details.getByText(/erased:\d+/)).toBeVisible();
  await expect(details.getByText(`${username}@example.com`)).toHaveCount(0);
  await snap(adminPage, 'privacy-admin-order');
  // Its receipt on the Receipts tab (a list of cards at 390 px), kept without the customer's name.
  await adminPage.goto('/admin/dashboard?tab=receipts');
  const search = adminPage.getByRole('form', { name: 'Search receipts' });
  await search.getByLabel('Order').fill(order.order_id);
  await search.getByRole('button', { name: 'Search' }).click();
  const receipt = adminPage.getByRole('list', { name: 'Receipts' }).getByRole('listitem');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText(order.order_id);
  await expect(receipt).toContainText('Not a fiscal receipt');
  await expect(receipt).not.toContainText('Furaha');
  await snap(adminPage, 'privacy-admin-receipt');

  // The Privacy tab: both requests, and a breach recorded with its deadline, its time typed and
  // shown in Dar es Salaam's time though this browser keeps New York's.
  await adminPage.goto('/admin/dashboard?tab=privacy');
  // A table at 1280 px, a list of cards at 390 (responsive-table.tsx): both carry the caption.
  const requests = adminPage.getByLabel('Data requests');
  await expect(requests.getByText('Deletion').first()).toBeVisible();
  await expect(requests.getByText('Download').first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Record a breach' }).click();
  const form = adminPage.getByRole('dialog', { name: 'Record a breach' });
  await form.getByLabel('Found').fill('2026-11-28T10:30');
  await form.getByLabel('What happened').fill('A courier list was e-mailed to the wrong address.');
  await form.getByLabel('Which personal data').fill('Names and phone numbers');
  await form.getByLabel('Who is affected').fill("Customers of one day's deliveries");
  await form.getByLabel('How many people').fill('12');
  await form.getByRole('button', { name: 'Save' }).click();
  const register = adminPage.getByLabel('Breach register');
  await expect(register.getByText('A courier list was e-mailed to the wrong address.')).toBeVisible();
  await expect(register.getByText('28 Nov 2026, 10:30')).toBeVisible();
  await expect(register.getByText(/^Tell the Commission by 1 Dec 2026, 10:30/)).toBeVisible();
  await snap(adminPage, 'privacy-admin-tab');
  await adminContext.close();
});
