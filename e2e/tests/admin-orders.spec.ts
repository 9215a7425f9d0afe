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

test('a second payment for a paid booking shows as a refund due until the admin records it refunded', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const next = new Date();
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  const date = next.toISOString().slice(0, 10);
  const tourRes = await request.post('/api/admin/tours/', {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: {
      title: `E2E Refund Safari ${randomBytes(3).toString('hex')}`,
      description: 'A tour paid twice by the refund test.',
      price: '450.00',
      category: 3,
      duration: '1 day',
      difficulty_level: 'Easy',
      max_participants: 6,
      available_dates: [date],
      highlights: ['Paid twice'],
    },
  });
  expect(tourRes.status()).toBe(201);
  const tour = (await tourRes.json()) as { id: number };

  const customer = await createCustomer(request);
  const customerAuth = { Authorization: `Bearer ${customer.access}` };
  const orderRes = await request.post('/api/orders/', {
    headers: customerAuth,
    data: { order_type: 'igsum', tour: tour.id, tour_date: date, participants: 2 },
  });
  expect(orderRes.status()).toBe(201);
  const order = (await orderRes.json()) as { id: number; order_id: string };
  // Two tabs, two checkouts, both paid before the shop heard of either.
  const sessions: { session_id: string; url: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/payments/checkout/', {
      headers: customerAuth,
      data: { order_id: order.id },
    });
    sessions.push(await res.json());
  }
  for (const session of sessions) {
    const paid = await request.post(`${new URL(session.url).pathname}pay/`, { form: {}, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  for (const session of sessions) {
    const confirmed = await request.post('/api/payments/confirm/', {
      headers: customerAuth,
      data: { session_id: session.session_id },
    });
    expect(((await confirmed.json()) as { paid: boolean }).paid).toBe(true);
  }

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByLabel('Filter by refunds').selectOption('due');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.order_id);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Refund due: US$900.00')).toBeVisible();

  await page.getByRole('button', { name: `View details of ${order.order_id}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.order_id}` });
  await expect(details.getByText('Second payment: the order was already paid')).toBeVisible();
  await snap(page, 'admin-order-refund-due');
  // docs/refunds.md: the second payment goes back as a refund, here sent by hand with its reference.
  await details.getByRole('button', { name: 'Refund US$900.00 (demo)' }).last().click();
  const refund = page.getByRole('dialog', { name: `Refund a payment of order ${order.order_id}` });
  await refund.getByLabel('Reason').fill('Paid twice');
  await refund.getByLabel('How it is paid back').selectOption('manual');
  await refund.getByLabel('Reference of the transfer').fill('M-PESA QX81Z2');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  await expect(details.getByText(/^Refunded /)).toBeVisible();
  await expect(details.getByText('Sent by hand')).toBeVisible();
  await expect(details.getByText('Refund due', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No orders found')).toBeVisible();
});
