import { type APIRequestContext, expect, test } from '@playwright/test';
import { createLaptop } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, type Session, signInBrowser } from '../fixtures/session';

// docs/returns.md (issue 45): a laptop gone faulty after its return window is claimed under its
// warranty from the dashboard at 390 px; the shop pays part back through the demo provider and
// the rest as store credit, which pays the customer's next order.
test.use({ viewport: { width: 390, height: 844 } });

/** A 1 x 1 PNG: the photo of the fault. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 86_400_000;

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access}` });

/** The customer buys one laptop, paid by card on the demo provider's page. */
async function buyLaptop(request: APIRequestContext, customer: Session, productId: number) {
  const added = await request.post('/api/fursa/cart/', {
    headers: bearer(customer),
    data: { product: productId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const placed = await request.post('/api/orders/', {
    headers: bearer(customer),
    data: { order_type: 'fursa', fulfilment: 'pickup', payment_method: 'credit_card' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; order_id: string };
  const session = (await (
    await request.post('/api/payments/checkout/', { headers: bearer(customer), data: { order_id: order.id } })
  ).json()) as { session_id: string; url: string };
  expect(
    (await request.post(`${new URL(session.url).pathname}pay/`, { form: {}, maxRedirects: 0 })).status(),
  ).toBe(303);
  const confirmed = await request.post('/api/payments/confirm/', {
    headers: bearer(customer),
    data: { session_id: session.session_id },
  });
  expect(((await confirmed.json()) as { paid: boolean }).paid).toBe(true);
  return order;
}

test('a faulty laptop under warranty is returned from the dashboard: part refunded through the demo provider, the rest as store credit that pays the next order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const customer = await createCustomer(request, 'Imani Lyimo');
  const faulty = await createLaptop(request, { name: `Warranty Book ${Date.now()}`, price: '1200000' });
  const next = await createLaptop(request, { name: `Credit Book ${Date.now()}`, price: '250000' });
  const order = await buyLaptop(request, customer, faulty.id);

  // Collected at the shop 20 days ago: past the 7-day window, inside the laptop's 3-month warranty.
  const collected = await request.put(`/api/admin/orders/${order.id}/`, {
    headers: bearer(admin),
    data: { status: 'completed' },
  });
  expect(collected.status(), await collected.text()).toBe(200);
  const moved = await request.post(`/api/admin/test/returns/orders/${order.id}/received/`, {
    headers: bearer(admin),
    data: { at: new Date(Date.now() - 20 * DAY).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The customer asks from the order's details, with a photo.
  await signInBrowser(page, customer);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Order ${order.order_id}, view details` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(order.order_id) });
  await details.getByRole('button', { name: `Return or repair: ${faulty.name}` }).click();
  const form = details.getByRole('form', { name: `Return or repair: ${faulty.name}` });
  await expect(form.getByText(/^Under warranty until /)).toBeVisible();
  await form.getByLabel('What is wrong').fill('The screen flickers and goes black after ten minutes.');
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Send the request' }).click();
  const requests = details.getByRole('region', { name: 'Returns and repairs' });
  await expect(requests.getByText(/^Asked, waiting for our answer · /)).toBeVisible();
  await snap(page, 'return-requested');

  // The shop approves it, receives the laptop faulty, and pays 900,000 back and 300,000 in credit.
  const mine = (await (
    await request.get(`/api/orders/${order.id}/returns/`, { headers: bearer(customer) })
  ).json()) as { returns: { id: number; basis: string; photos: unknown[] }[] };
  expect(mine.returns).toHaveLength(1);
  expect(mine.returns[0]).toMatchObject({ basis: 'warranty' });
  expect(mine.returns[0]!.photos).toHaveLength(1);
  const id = mine.returns[0]!.id;
  for (const [step, data] of [
    ['approve', {}],
    ['receive', { condition: 'faulty', note: 'Backlight fails when warm.' }],
    ['resolve', { outcome: 'money', refund_amount: '900000.00', credit_amount: '300000.00' }],
  ] as const) {
    const res = await request.post(`/api/admin/returns/${id}/${step}/`, { headers: bearer(admin), data });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
  // The refund goes through the demo provider by the refunds' worker, and lands.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/admin/orders/${order.id}/refunds/`, { headers: bearer(admin) })
          ).json()) as { refunds: { amount: string; status: string; provider: string }[] }
        ).refunds.map((r) => `${r.provider} ${r.amount} ${r.status}`),
      { timeout: 30_000 },
    )
    .toEqual(['demo 900000.00 succeeded']);

  await page.reload();
  await page.getByRole('button', { name: `Order ${order.order_id}, view details` }).click();
  await expect(requests.getByText(/^Resolved · /)).toBeVisible();
  await expect(requests.getByText('Refund: TSh 900,000')).toBeVisible();
  await expect(requests.getByText('Store credit: TSh 300,000')).toBeVisible();
  await snap(page, 'return-resolved');
  await page.keyboard.press('Escape');

  // The credit pays the next laptop in full at checkout.
  const added = await request.post('/api/fursa/cart/', {
    headers: bearer(customer),
    data: { product: next.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByLabel('Use my store credit (TSh 300,000)').check();
  await expect(page.getByText('To pay now')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-success\?/);
  const nextId = Number(new URL(page.url()).searchParams.get('order_id'));
  const paid = (await (
    await request.get(`/api/orders/${nextId}/`, { headers: bearer(customer) })
  ).json()) as {
    payment_status: string;
    store_credit_amount: string;
  };
  expect(paid).toMatchObject({ payment_status: 'paid', store_credit_amount: '250000.00' });
  const credit = (await (
    await request.get('/api/account/store-credit/', { headers: bearer(customer) })
  ).json()) as {
    balances: { currency: string; balance: string }[];
  };
  expect(credit.balances).toEqual([expect.objectContaining({ currency: 'TZS', balance: '50000.00' })]);
  await snap(page, 'return-credit-next-order');
});
