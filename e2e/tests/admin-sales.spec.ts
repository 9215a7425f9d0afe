import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

type ListedOrder = {
  id: number;
  order_id: string;
  status: string;
  payment_method: string;
  payment_status: string;
  total_amount: string;
};

const toCents = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

/** docs/prices-and-currencies.md: what counts as revenue. */
const isRevenue = (o: ListedOrder) =>
  o.status === 'sold' ||
  (o.payment_method === 'cash_on_delivery' && o.payment_status === 'paid' && o.status !== 'cancelled');

test.use({ viewport: { width: 1280, height: 900 } });

test('the overview reads the orders made here in its table view, and the orders export holds them line by line', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const customer = await createCustomer(request, 'Zawadi Ñandú Mwakyusa');
  const customerAuth = { Authorization: `Bearer ${customer.access}` };
  const laptops = (
    (await (await request.get('/api/fursa/products/?page_size=50')).json()) as {
      results: { id: number; name: string; in_stock: boolean }[];
    }
  ).results.filter((p) => p.in_stock);

  // Two laptop orders of this customer: the first sold, the second left pending.
  const placed: { id: number; order_id: string }[] = [];
  for (const laptop of laptops.slice(0, 2)) {
    const added = await request.post('/api/fursa/cart/', {
      headers: customerAuth,
      data: { product: laptop.id, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const res = await request.post('/api/orders/', { headers: customerAuth, data: { order_type: 'fursa' } });
    expect(res.status()).toBe(201);
    placed.push((await res.json()) as { id: number; order_id: string });
  }
  const sold = await request.put(`/api/admin/orders/${placed[0]!.id}/`, {
    headers: auth,
    data: { status: 'sold' },
  });
  expect(sold.ok()).toBe(true);

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=overview');
  const sales = page.getByRole('region', { name: 'Sales over time' });
  await expect(sales.getByRole('img', { name: /Revenue in TZS and orders per day/ })).toBeVisible({
    timeout: 30_000,
  });
  await sales.getByRole('button', { name: 'Show as table' }).click();
  const table = sales.getByRole('table', { name: /Orders, sales and revenue in TZS per day/ });
  await expect(table).toBeVisible();
  await snap(page, 'admin-sales-table');

  // Other tests place orders meanwhile: the table's totals must equal every FURSA order of the
  // period as the admin's order list holds it at the same moment, ours among them.
  await expect(async () => {
    await sales.getByRole('combobox', { name: 'Period' }).selectOption('7d');
    await sales.getByRole('combobox', { name: 'Period' }).selectOption('30d');
    await expect(table).toBeVisible();
    const totals = table.getByRole('row', { name: /^Total/ }).getByRole('cell');
    const [orders, salesCount, revenue] = await totals.allTextContents();
    const listed = await allFursaOrders(page, auth);
    expect(listed.map((o) => o.order_id)).toEqual(expect.arrayContaining(placed.map((o) => o.order_id)));
    expect(Number(orders)).toBe(listed.length);
    expect(Number(salesCount)).toBe(listed.filter(isRevenue).length);
    expect(toCents(revenue!)).toBe(
      listed.filter(isRevenue).reduce((sum, o) => sum + toCents(o.total_amount), 0),
    );
  }).toPass({ timeout: 60_000 });

  // The orders export, filtered as the list is: this customer's orders only.
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(customer.user.username);
  await expect(page.getByRole('table', { name: 'Orders' }).getByText(placed[1]!.order_id)).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await expect(dialog.getByText(`matching "${customer.user.username}"`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];

  const details = await Promise.all(
    placed.map(
      async (o) =>
        (await (await request.get(`/api/admin/orders/${o.id}/`, { headers: auth })).json()) as ListedOrder & {
          items: { item_name: string; quantity: number; price: string }[];
        },
    ),
  );
  expect(rows).toEqual(
    details.flatMap((order) =>
      order.items.map((item, i) =>
        expect.objectContaining({
          Reference: order.order_id,
          Status: order.status,
          'Customer name': 'Zawadi Ñandú Mwakyusa',
          'Customer e-mail': customer.user.email,
          Item: item.item_name,
          Quantity: String(item.quantity),
          'Unit price': Number(item.price).toFixed(2),
          // docs/sales-and-exports.md: the order's total on its first line only.
          'Order total (first line)': i === 0 ? Number(order.total_amount).toFixed(2) : '',
          Currency: 'TZS',
        }),
      ),
    ),
  );
});

/** Every FURSA order the admin's list holds, page by page. */
async function allFursaOrders(page: Page, auth: Record<string, string>): Promise<ListedOrder[]> {
  const all: ListedOrder[] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`/api/admin/orders/?order_type=fursa&page_size=100&page=${n}`, {
      headers: auth,
    });
    const body = (await res.json()) as { results: ListedOrder[] };
    all.push(...body.results);
    if (body.results.length < 100) return all;
  }
}
