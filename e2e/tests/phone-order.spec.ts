import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createLaptop } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { adminSession, signInBrowser } from '../fixtures/session';
import { waitForSms } from '../fixtures/sms';

/**
 * docs/phone-orders.md (issue 45): an admin at 1280 px takes a laptop order for a new customer
 * by phone and texts the payment link; the customer opens it at 390 px and pays by mobile money
 * through the demo provider, with no password.
 */
test('an admin takes a laptop order for a new customer by phone, texts the link, and the customer pays it by mobile money', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const laptop = await createLaptop(request, { name: `Simu Order Book ${Date.now()}`, price: '1300000' });
  // A number no other run has used (docs/payments.md: pushes are limited per number).
  const local = `0754${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const msisdn = `255${local.slice(1)}`;
  await signInBrowser(page, await adminSession(request));

  await page.goto('/admin/dashboard?tab=take-order');
  await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible();
  // A new customer: the number finds nobody yet, so the admin makes one from it.
  const find = page.getByRole('form', { name: 'Customer' });
  await find.getByLabel('Phone, e-mail or name').fill(local);
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No customer matches.', { exact: false })).toBeVisible();
  const newCustomer = page.getByRole('form', { name: 'New customer' });
  await newCustomer.getByLabel('Phone').fill(local);
  await newCustomer.getByLabel('Full name').fill('Zawadi Kimaro');
  await newCustomer.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('Chosen: Zawadi Kimaro')).toBeVisible();

  const products = page.getByRole('form', { name: 'Search products' });
  await products.getByLabel('Search products').fill(laptop.name);
  await products.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Add ${laptop.name}` }).click();
  await page.getByLabel('Channel').selectOption('phone');
  await page.getByRole('button', { name: 'Place the order' }).click();
  // The server's price and delivery fee (pickup: none), never a typed one.
  const placed = page.getByRole('heading', { name: /^Order FUR-\w+ placed: TSh 1,300,000$/ });
  await expect(placed).toBeVisible();
  const reference = (await placed.textContent())!.match(/FUR-\w+/)![0];
  await page.screenshot({ path: 'screenshots/phone-order-admin-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Send the link by SMS' }).click();
  await expect(page.getByText(/The link goes to \+255 754/)).toBeVisible();
  // The customer chose Swahili: the text is theirs, and its link opens the Swahili page.
  const sms = await waitForSms(msisdn, 'pay_link', reference);
  expect(sms).toContain(`FURSA: oda ${reference}, TSh 1,300,000. Lipia hapa: `);
  const link = sms.match(/https?:\/\/\S+/)![0];
  expect(new URL(link).pathname).toMatch(/^\/sw\/pay\/P1-/);

  // The customer's phone: no session, 390 px.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  const missing = collectMissingTexts(phone);
  await phone.goto(new URL(link).pathname);
  await expect(phone.getByRole('heading', { name: 'Habari Zawadi' })).toBeVisible();
  await expect(phone.getByText(`Oda ${reference}`, { exact: true })).toBeVisible();
  await expect(phone.getByText(laptop.name, { exact: false })).toBeVisible();
  await expect(phone.getByLabel('Namba ya pesa kwa simu')).toHaveValue(local);
  await phone.screenshot({ path: 'screenshots/phone-order-pay-390.png', fullPage: true });
  await phone.getByRole('button', { name: 'Lipa kwa pesa kwa simu' }).click();
  await expect(phone.getByText(/Idhinisha malipo kwenye simu yako/)).toBeVisible();
  await approveOnDemoPhone(phone, phoneContext, 'Fungua simu ya majaribio');
  await expect(phone.getByText('Imelipwa. Asante!')).toBeVisible();
  // Paid: the account made from the number may now get its password.
  await expect(phone.getByRole('button', { name: 'Weka nenosiri' })).toBeVisible();
  await phone.screenshot({ path: 'screenshots/phone-order-paid-390.png', fullPage: true });
  expect(missing).toEqual([]);
  await phoneContext.close();
});
