import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createLaptops, createTour } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Words of the checkout's, mobile money's and success screens' English texts
 * (web/src/i18n/catalogs/{checkout,payment,validation}/en.json): none may show on a Swahili page.
 */
const ENGLISH = [
  'Checkout',
  'Delivery',
  'Pay',
  'Payment',
  'Order',
  'Region',
  'District',
  'Street',
  'Landmark',
  'Phone',
  'Full name',
  'Subtotal',
  'Total',
  'Free',
  'Mobile money',
  'Cash on delivery',
  'Pick up',
  'Place order',
  'Approve',
  'Waiting',
  'Confirmed',
  'Thank you',
  'Operator',
  'Back to the store',
  'View My Orders',
  'Sign in',
  'Enter',
];
const WORD = new RegExp(`\\b(?:${ENGLISH.join('|')})\\b`);

/** Fails when the page shows any of the English words above, saying which and where. */
async function expectNoEnglish(page: Page, screen: string) {
  const text = await page.locator('body').innerText();
  const found = text.match(WORD);
  expect(found?.[0], `English on the ${screen} screen: "${found?.[0]}" in\n${text}`).toBeUndefined();
}

/** A customer whose account reads Swahili (docs/i18n.md), and the header their API calls carry. */
async function swahiliCustomer(request: APIRequestContext) {
  const customer = await createCustomer(request, 'Amina Juma');
  const auth = { Authorization: `Bearer ${customer.access}` };
  expect((await request.put('/api/auth/locale/', { headers: auth, data: { locale: 'sw' } })).status()).toBe(
    204,
  );
  return { customer, auth };
}

test('a Swahili customer buys a laptop with delivery and pays by mobile money, all in Swahili', async ({
  page,
  request,
  context,
}) => {
  const missing = collectMissingTexts(page);
  const [laptop] = await createLaptops(request, `Kompyuta ${Date.now()}`, ['900000']);
  if (!laptop) throw new Error('laptop not created');
  const { customer, auth } = await swahiliCustomer(request);
  const added = await request.post('/api/fursa/cart/', {
    headers: auth,
    data: { product: laptop.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, customer);

  await page.goto('/sw/checkout');
  await expect(page.getByRole('heading', { name: 'Malipo', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // Delivery: an empty street first, refused in Swahili before anything is sent.
  await page.getByLabel('Mkoa').selectOption('Arusha');
  await page.getByLabel('Wilaya au mji').fill('Arusha Mjini');
  await page.getByRole('button', { name: 'Tuma oda' }).click();
  await expect(page.getByText('Weka mtaa')).toBeVisible();
  await page.getByLabel('Mtaa', { exact: true }).fill('Barabara ya Sokoine 12');
  await page.getByRole('radio', { name: /^Pesa kwa simu/ }).check();
  await page.getByLabel('Namba ya pesa kwa simu').fill('0754 123 456');
  await expect(page.getByText('Mtandao: Vodacom M-Pesa')).toBeVisible();
  await expect(page.getByText('TSh 925,000').first()).toBeVisible();
  await expectNoEnglish(page, 'checkout');
  await snap(page, 'swahili-checkout');
  await page.getByRole('button', { name: 'Tuma oda' }).click();

  await expect(page).toHaveURL(/\/sw\/pay\/mobile-money\//);
  await expect(page.getByRole('heading', { name: 'Thibitisha malipo kwenye simu yako' })).toBeVisible();
  await expect(page.getByText('TSh 925,000')).toBeVisible();
  await expectNoEnglish(page, 'mobile money');
  await snap(page, 'swahili-mobile-money');
  await approveOnDemoPhone(page, context, 'Fungua simu ya majaribio');

  await expect(page).toHaveURL(/\/sw\/order-success\?/);
  await expect(page.getByRole('heading', { name: 'Oda yako imethibitishwa!' })).toBeVisible();
  await expect(page.getByText(laptop.name)).toBeVisible();
  await expect(page.getByText('Imelipiwa · Pesa kwa simu (majaribio)')).toBeVisible();
  await expectNoEnglish(page, 'order success');
  await snap(page, 'swahili-order-success');
  expect(missing).toEqual([]);
});

test('a Swahili customer pays a tour booking by mobile money and reaches its success screen in Swahili', async ({
  page,
  request,
  context,
}) => {
  const missing = collectMissingTexts(page);
  const tour = await createTour(request);
  const { customer, auth } = await swahiliCustomer(request);
  // The booking dialog is the storefront's (its own test); this one follows the booking from its push.
  const booked = await request.post('/api/orders/', {
    headers: auth,
    data: { order_type: 'igsum', tour: tour.id, tour_date: tour.date, participants: 2 },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const pushed = await request.post('/api/payments/mobile-money/', {
    headers: auth,
    data: { order_id: ((await booked.json()) as { id: number }).id, phone: '0754 123 456' },
  });
  expect(pushed.status(), await pushed.text()).toBe(201);
  await signInBrowser(page, customer);

  await page.goto(`/sw/pay/mobile-money/${((await pushed.json()) as { id: number }).id}`);
  await expect(page.getByRole('heading', { name: 'Thibitisha malipo kwenye simu yako' })).toBeVisible();
  await expect(page.getByText(/= TSh 6,475,000 kwa kiwango cha leo/)).toBeVisible();
  await expectNoEnglish(page, 'mobile money');
  await approveOnDemoPhone(page, context, 'Fungua simu ya majaribio');

  await expect(page).toHaveURL(/\/sw\/booking-success\?/);
  await expect(page.getByRole('heading', { name: 'Uhifadhi umethibitishwa!' })).toBeVisible();
  await expect(page.getByText(tour.title)).toBeVisible();
  await expectNoEnglish(page, 'booking success');
  await snap(page, 'swahili-booking-success');
  expect(missing).toEqual([]);
});
