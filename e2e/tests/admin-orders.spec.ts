import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

test('marking a customer order sold lowers the stock, after warning about a shortfall', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const auth = { Authorization: `Bearer ${admin.access}` };
  // A product of our own, so other tests cannot change its stock meanwhile.
  const categories = (await (await request.get('/api/admin/categories/', { headers: auth })).json()) as {
    id: number;
  }[];
  const created = await request.post('/api/admin/products/', {
    headers: auth,
    data: {
      name: `E2E Order Laptop ${randomBytes(3).toString('hex')}`,
      description: 'For the order test.',
      price: '1000000',
      category: categories[0]?.id,
      stock_quantity: 5,
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number; name: string };

  const customer = await createCustomer(request);
  const customerAuth = { Authorization: `Bearer ${customer.access}` };
  expect(
    (
      await request.post('/api/fursa/cart/', {
        headers: customerAuth,
        data: { product: product.id, quantity: 3 },
      })
    ).ok(),
  ).toBe(true);
  const orderRes = await request.post('/api/orders/', {
    headers: customerAuth,
    data: { order_type: 'fursa' },
  });
  expect(orderRes.status()).toBe(201);
  const order = (await orderRes.json()) as { id: number; order_id: string };

  // Someone buys elsewhere: only 2 are left for an order of 3.
  await request.put(`/api/admin/products/${product.id}/`, { headers: auth, data: { stock_quantity: 2 } });

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.order_id);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByText(order.order_id)).toBeVisible();
  await expect(table.getByText(`User #${customer.user.id}`)).toBeVisible();

  await page.getByRole('button', { name: `View details of ${order.order_id}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.order_id}` });
  await expect(details.getByText(product.name)).toBeVisible();
  await snap(page, 'admin-order-details-dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Edit status of ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await dialog.getByLabel('Order status').selectOption('sold');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Not enough stock' });
  await expect(warning.getByText(`${product.name}: needed 3, available 2`)).toBeVisible();
  await snap(page, 'admin-order-stock-warning');
  await warning.getByRole('button', { name: 'Mark as sold anyway' }).click();
  await expect(page.getByText('Order status updated')).toBeVisible();
  await expect(table.getByText('sold', { exact: true })).toBeVisible();

  const after = await request.get(`/api/admin/products/${product.id}/`, { headers: auth });
  expect(((await after.json()) as { stock_quantity: number }).stock_quantity).toBe(0);
});
