import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createLaptop } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

/** A code of the test's own on `productId` (docs/discount-codes.md), created through the admin API. */
async function createCode(request: APIRequestContext, productId: number, rule: Record<string, unknown>) {
  const admin = await adminSession(request);
  const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
  const res = await request.post('/api/admin/discounts/', {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: { code, brand: 'fursa', product_ids: [productId], ...rule },
  });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

test('a Swahili customer is told why one code does not apply, applies another and pays the discounted total by mobile money', async ({
  page,
  request,
  context,
}) => {
  const missing = collectMissingTexts(page);
  const laptop = await createLaptop(request, { name: `Kompyuta Punguzo ${Date.now()}`, price: '900000' });
  const tenOff = await createCode(request, laptop.id, { kind: 'percentage', percent: 10 });
  const bigSpend = await createCode(request, laptop.id, {
    kind: 'fixed_amount',
    amount: '50000.00',
    min_spend: '5000000.00',
  });
  const customer = await createCustomer(request, 'Amina Juma');
  const auth = { Authorization: `Bearer ${customer.access}` };
  expect((await request.put('/api/auth/locale/', { headers: auth, data: { locale: 'sw' } })).status()).toBe(
    204,
  );
  const added = await request.post('/api/fursa/cart/', {
    headers: auth,
    data: { product: laptop.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, customer);

  await page.goto('/sw/checkout');
  await expect(page.getByRole('heading', { name: 'Malipo', exact: true })).toBeVisible();
  await page.getByLabel('Mkoa').selectOption('Arusha');
  await page.getByLabel('Wilaya au mji').fill('Arusha Mjini');
  await page.getByLabel('Mtaa', { exact: true }).fill('Barabara ya Sokoine 12');
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('TSh 925,000')).toBeVisible();

  // Typed in lower case: codes match whatever the case. Its minimum spend is not reached.
  const field = page.getByLabel('Msimbo wa punguzo');
  await field.fill(bigSpend.toLowerCase());
  await page.getByRole('button', { name: 'Tumia' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Msimbo huu wa punguzo unahitaji bidhaa zinazohusika za angalau TSh 5,000,000/ }),
  ).toBeVisible();
  await expect(summary.getByText(/^Punguzo/)).toHaveCount(0);
  await page.getByRole('button', { name: `Ondoa msimbo wa punguzo ${bigSpend}` }).click();

  // 10% of the laptop: TSh 90,000 off, its own line; Arusha's fee stays.
  await field.fill(tenOff);
  await field.press('Enter');
  await expect(summary.getByText(`Punguzo (${tenOff})`)).toBeVisible();
  await expect(summary.getByText('−TSh 90,000')).toBeVisible();
  await expect(summary.getByText('TSh 835,000')).toBeVisible();
  await expect(page.getByText(`${tenOff} umetumika: unaokoa TSh 90,000.`)).toBeVisible();

  await page.getByRole('radio', { name: /^Pesa kwa simu/ }).check();
  await page.getByLabel('Namba ya pesa kwa simu').fill('0754 123 460');
  await page.getByRole('button', { name: 'Tuma oda' }).click();

  await expect(page).toHaveURL(/\/sw\/pay\/mobile-money\//);
  await expect(page.getByText('TSh 835,000')).toBeVisible();
  await approveOnDemoPhone(page, context, 'Fungua simu ya majaribio');

  await expect(page).toHaveURL(/\/sw\/order-success\?/);
  await expect(page.getByRole('heading', { name: 'Oda yako imethibitishwa!' })).toBeVisible();
  await expect(page.getByText(`Punguzo (${tenOff})`)).toBeVisible();
  await expect(page.getByText('−TSh 90,000')).toBeVisible();
  await expect(page.getByText('TSh 835,000')).toBeVisible();
  await expect(page.getByText('Imelipiwa · Pesa kwa simu (majaribio)')).toBeVisible();

  // The order the server keeps: paid, with the code and its saving.
  const orders = (await (await request.get('/api/orders/', { headers: auth })).json()) as unknown;
  const list = (Array.isArray(orders) ? orders : (orders as { results: unknown[] }).results) as {
    discount_code: string | null;
    discount_amount: string;
    total_amount: string;
    payment_status: string;
  }[];
  expect(list[0]).toMatchObject({
    discount_code: tenOff,
    discount_amount: '90000.00',
    total_amount: '835000.00',
    payment_status: 'paid',
  });
  expect(missing).toEqual([]);
});
