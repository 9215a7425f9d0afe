import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createLaptop, createTour } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { adminSession, type Customer, createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

type Placed = { id: number; order_id: string };
type Attempt = { id: number; demo_phone_url: string };

const DELIVERY = {
  full_name: 'Neema Mushi',
  phone: '0712 345 678',
  region: 'Arusha',
  district: 'Arusha City',
  street: 'Sokoine Road 12',
};

const auth = (customer: Customer) => ({ Authorization: `Bearer ${customer.access}` });

async function post<T>(
  request: APIRequestContext,
  customer: Customer,
  url: string,
  data: object,
): Promise<T> {
  const res = await request.post(url, { headers: auth(customer), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

type Line = { name: string; price: string; quantity: number };

/** An "HP 250 G9" and two of a long-named laptop: more than free delivery's threshold. */
const TWO_LAPTOPS: Line[] = [
  { name: 'HP 250 G9', price: '1250000', quantity: 1 },
  {
    name: `Lenovo ThinkPad X1 Carbon Gen 11 ${randomBytes(2).toString('hex')}`,
    price: '650000',
    quantity: 2,
  },
];

/** A new customer's order of `lines`, delivered to Arusha. */
async function laptopOrder(request: APIRequestContext, payment_method: string, lines = TWO_LAPTOPS) {
  const customer = await createCustomer(request);
  for (const { name, price, quantity } of lines) {
    const laptop = await createLaptop(request, { name, price });
    await post(request, customer, '/api/fursa/cart/', { product: laptop.id, quantity });
  }
  const order = await post<Placed>(request, customer, '/api/orders/', {
    order_type: 'fursa',
    fulfilment: 'delivery',
    delivery: DELIVERY,
    payment_method,
  });
  return { customer, order };
}

/** Elements of `root` that stick out of it, sideways. */
function overflowing(root: Locator) {
  return root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('*')]
      .filter((child) => {
        const r = child.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
      })
      .map((child) => child.outerHTML.slice(0, 120));
  });
}

test('the order success screen keeps each item on a line and the order dialog fits the phone', async ({
  page,
  request,
}) => {
  const { customer, order } = await laptopOrder(request, 'cash_on_delivery');
  await signInBrowser(page, customer);

  await page.goto(`/order-success?order_id=${order.id}`);
  const success = page.getByRole('region', { name: 'Order Placed!' });
  const item = success.getByText('1 × HP 250 G9', { exact: true });
  await expect(item).toBeVisible();
  // One line of text: the amount beside it never squeezes the name to a word a line.
  expect(
    await item.evaluate(
      (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
    ),
  ).toBeLessThan(1.5);
  expect(await overflowing(success)).toEqual([]);
  await snap(page, 'order-success-items');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Order ${order.order_id}, view details` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(order.order_id) });
  await expect(dialog.getByText('TSh 1,300,000')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await overflowing(dialog)).toEqual([]);
  // Each heading stands over its own column: as many shown headings as cells, edge to edge.
  const columns = await dialog.locator('table').evaluate((table: HTMLTableElement) => {
    const shown = (cells: HTMLCollectionOf<HTMLTableCellElement>) =>
      [...cells]
        .filter((c) => getComputedStyle(c).display !== 'none')
        .map((c) => {
          const r = c.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.right)];
        });
    const heads = shown(table.tHead!.rows[0]!.cells);
    return { heads, rows: [...table.tBodies[0]!.rows].map((row) => shown(row.cells)) };
  });
  for (const row of columns.rows) expect(row).toEqual(columns.heads);
  await snap(page, 'order-details-dialog');
});

test('the admin writes the note above the Update Status button', async ({ page, request }) => {
  const { order } = await laptopOrder(request, 'cash_on_delivery');
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByRole('searchbox', { name: /Search orders/ }).fill(order.order_id);
  await page.getByRole('button', { name: `Edit status of ${order.order_id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  const note = await dialog.getByLabel('Note for the customer (optional)').boundingBox();
  const button = await dialog.getByRole('button', { name: 'Update Status' }).boundingBox();
  expect(note && button && note.y + note.height <= button.y).toBe(true);
  await snap(page, 'admin-update-status');
});

test('the demo checkout shows the delivery fee its total includes', async ({ page, request }) => {
  const { customer, order } = await laptopOrder(request, 'credit_card', [
    { name: 'HP 250 G9', price: '900000', quantity: 1 },
  ]);
  const session = await post<{ url: string }>(request, customer, '/api/payments/checkout/', {
    order_id: order.id,
  });
  await page.goto(session.url);
  await expect(page.getByText('Delivery', { exact: true })).toBeVisible();
  await expect(page.getByText('TSh 25,000')).toBeVisible();
  await expect(page.getByText('TSh 925,000').first()).toBeVisible();
  await snap(page, 'demo-checkout-fee');
});

/** The demo phone's answer to `attempt`, as its page's buttons post it. */
async function answer(page: Page, attempt: Attempt, choice: 'approve' | 'decline') {
  const res = await page.request.post(`${attempt.demo_phone_url}${choice}/`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

test('a declined mobile-money push says so to the customer; a paid one shows the shillings charged', async ({
  page,
  request,
}) => {
  const tour = await createTour(request);
  const customer = await createCustomer(request);
  const booking = await post<Placed>(request, customer, '/api/orders/', {
    order_type: 'igsum',
    tour: tour.id,
    tour_date: tour.date,
    participants: 1,
  });
  const push = () =>
    post<Attempt>(request, customer, '/api/payments/mobile-money/', {
      order_id: booking.id,
      phone: '0754 123 456',
    });
  await signInBrowser(page, customer);

  const declined = await push();
  await answer(page, declined, 'decline');
  await page.goto(`/pay/mobile-money/${declined.id}`);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText(/customer/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay another way' })).toBeVisible();
  await snap(page, 'mobile-money-declined');

  const approved = await push();
  await answer(page, approved, 'approve');
  await page.goto(`/pay/mobile-money/${approved.id}`);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  // USD 1,250 at the default rate of 2,590 shillings to the dollar.
  await expect(page.getByText('TSh 3,237,500')).toBeVisible();
  await snap(page, 'booking-success-mobile-money');
});
