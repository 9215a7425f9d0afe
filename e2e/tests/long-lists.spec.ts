import { type APIRequestContext, request as apiRequest, expect, type Page, test } from '@playwright/test';
import { LIST_CAP } from '@shop/contract/constants';
import { createTour } from '../fixtures/catalog';
import { E2E_PORT } from '../fixtures/constants';
import { snap } from '../fixtures/screenshots';
import { adminSession, type Customer, createCustomer, signInBrowser } from '../fixtures/session';

// docs/lists.md: a customer with more orders than one page of theirs (LIST_CAP) and of the admin's
// order list (20), both reached to their last row through the screens.
const ORDERS = LIST_CAP + 1;

type Placed = { id: number; order_id: string };
let customer: Customer;
let oldest: Placed;

async function book(request: APIRequestContext, count: number): Promise<Placed[]> {
  // Not featured: /isml's packages stay as the other tests expect them.
  const tour = await createTour(request, { maxParticipants: count, featured: false });
  const auth = { Authorization: `Bearer ${customer.access}` };
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/orders/', {
      headers: auth,
      data: { order_type: 'igsum', tour: tour.id, tour_date: tour.date, participants: 1 },
    });
    if (res.status() !== 201) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
    const booking = (await res.json()) as Placed;
    // A customer holds seats with two unpaid bookings at most: cancelled, it stays one of their orders.
    const cancelled = await request.post(`/api/orders/${booking.id}/cancel/`, { headers: auth });
    if (!cancelled.ok()) throw new Error(`cancel failed: ${cancelled.status()} ${await cancelled.text()}`);
    placed.push(booking);
  }
  return placed;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });
// Searches and pages answer slowly on a loaded machine: each wait below is generous.
const SLOW = { timeout: 30_000 };

test.beforeAll(async () => {
  // Some 200 requests, one after the other: generous on a loaded machine.
  test.setTimeout(600_000);
  const request = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  customer = await createCustomer(request, 'Zawadi Longlist');
  const placed = await book(request, ORDERS);
  oldest = placed[0] as Placed;
  await request.dispose();
});

async function nextUntil(page: Page, pager: string, from: number, last: number) {
  const nav = page.getByRole('navigation', { name: pager });
  for (let at = from + 1; at <= last; at++) {
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav).toContainText(`Page ${at} of ${last}`, SLOW);
  }
}

test('the admin pages through a searched order list to its last order at 1280 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInBrowser(page, await adminSession(request));
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByLabel('Search orders by reference, username or email').fill(customer.user.username);
  await expect(page.getByRole('status').filter({ hasText: `${ORDERS} orders` })).toBeVisible(SLOW);
  const pages = Math.ceil(ORDERS / 20);
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toContainText(
    `Page 1 of ${pages}`,
    SLOW,
  );

  // From the keyboard, as an admin at a desk would.
  await page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toContainText(
    `Page 2 of ${pages}`,
    SLOW,
  );
  await nextUntil(page, 'Order pages', 2, pages);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
  await expect(page.getByRole('table').getByText(oldest.order_id, { exact: true })).toBeVisible(SLOW);
  await snap(page, 'admin-orders-last-page');
});

test("a customer's dashboard loads the orders past the first page at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, customer);
  await page.goto('/dashboard');
  const total = page.getByRole('listitem').filter({ hasText: 'Total Orders' });
  await expect(total).toContainText(`${LIST_CAP}+`, SLOW);

  const orders = page.getByRole('region', { name: 'Recent Orders' });
  await orders.getByRole('button', { name: /more orders\.\.\.$/ }).click();
  await orders.getByRole('button', { name: 'Load more orders' }).click();
  const last = orders.getByRole('button', { name: `Order ${oldest.order_id}, view details` });
  await expect(last).toBeVisible(SLOW);
  await expect(total).toContainText(String(ORDERS), SLOW);
  await expect(orders.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await snap(page, 'dashboard-orders-loaded');
});
