import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

type AdminReceipt = {
  id: number;
  number: number;
  fiscal: boolean;
  status: string;
  customer_tin: string | null;
};

test.use({ viewport: { width: 1280, height: 900 } });

// docs/receipts.md: e2e's server has no VFD, so receipts are plain: numbered, "not a fiscal receipt".
test("the admin finds a paid order's receipt, sees it is no fiscal receipt, and exports it with the orders", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const customer = await createCustomer(request, 'Baraka Traders Ltd');
  const customerAuth = { Authorization: `Bearer ${customer.access}` };
  const laptops = (
    (await (await request.get('/api/fursa/products/?page_size=50')).json()) as {
      results: { id: number; in_stock: boolean }[];
    }
  ).results.filter((p) => p.in_stock);
  const added = await request.post('/api/fursa/cart/', {
    headers: customerAuth,
    data: { product: laptops.at(-1)!.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  // A business invoice: the company's TIN and VRN as printed on its certificate.
  const placed = await request.post('/api/orders/', {
    headers: customerAuth,
    data: {
      order_type: 'fursa',
      fulfilment: 'pickup',
      payment_method: 'credit_card',
      customer_tin: '123-456-789',
      customer_vrn: '40-012345-k',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string };
  const session = (await (
    await request.post('/api/payments/checkout/', { headers: customerAuth, data: { order_id: order.id } })
  ).json()) as { session_id: string; url: string };
  const paid = await request.post(`${new URL(session.url).pathname}pay/`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const confirmed = await request.post('/api/payments/confirm/', {
    headers: customerAuth,
    data: { session_id: session.session_id },
  });
  expect(((await confirmed.json()) as { paid: boolean }).paid).toBe(true);
  const [receipt] = (
    (await (await request.get(`/api/admin/receipts/?order=${order.order_id}`, { headers: auth })).json()) as {
      receipts: AdminReceipt[];
    }
  ).receipts;
  expect(receipt).toMatchObject({ fiscal: false, status: 'plain', customer_tin: '123456789' });

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=receipts');
  const search = page.getByRole('form', { name: 'Search receipts' });
  await search.getByLabel('Order').fill(order.order_id);
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Receipts' });
  const row = table.getByRole('row').filter({ hasText: order.order_id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not a fiscal receipt');
  await expect(row).toContainText('TIN 123456789');
  await expect(row).toContainText('VRN 40012345K');
  await expect(row.getByRole('button', { name: /Resend/ })).toHaveCount(0);

  // By its number too.
  await search.getByLabel('Order').fill('');
  await search.getByLabel('Receipt number').fill(String(receipt!.number));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: order.order_id })).toHaveCount(1);

  // The day's Z report: without a VFD it goes nowhere, but the day's totals show.
  const z = page.getByRole('region', { name: 'Z report' });
  await expect(z.getByText('No VFD: no Z report goes to TRA')).toBeVisible();
  await expect(z.getByText('Day total')).toBeVisible();
  await snap(page, 'admin-receipts');

  // The orders export names the order's receipt, its status and the company's numbers.
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.order_id);
  await expect(page.getByRole('table', { name: 'Orders' }).getByText(order.order_id)).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const rows = parse(fs.readFileSync(await download.path()).toString('utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows).toEqual([
    expect.objectContaining({
      Reference: order.order_id,
      'Receipt numbers (first line)': String(receipt!.number),
      'Receipt status (first line)': 'not fiscal',
      'Customer TIN': '123456789',
      'Customer VRN': '40012345K',
    }),
  ]);
});

test('the Receipts tab fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=receipts');
  await expect(page.getByRole('heading', { name: 'Receipts', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Z report' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the checkout's business invoice: folded away, and the company's numbers checked on a phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(request, 'Neema Kileo');
  const laptops = (
    (await (await request.get('/api/fursa/products/?page_size=50')).json()) as {
      results: { id: number; in_stock: boolean }[];
    }
  ).results.filter((p) => p.in_stock);
  const added = await request.post('/api/fursa/cart/', {
    headers: { Authorization: `Bearer ${customer.access}` },
    data: { product: laptops.at(-1)!.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await signInBrowser(page, customer);
  await page.goto('/checkout');
  const tin = page.getByLabel('Company TIN');
  await expect(page.getByText('Business invoice (optional)')).toBeVisible();
  await expect(tin).toBeHidden();
  await page.getByText('Business invoice (optional)').click();
  await tin.fill('12-345');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('A TIN is 9 digits, e.g. 123-456-789')).toBeVisible();
  await tin.scrollIntoViewIfNeeded();
  await snap(page, 'checkout-business-invoice');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
