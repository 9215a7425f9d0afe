import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type CreatedTour, createTour } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { createCustomer, type Session, signInBrowser } from '../fixtures/session';

type OrderView = {
  id: number;
  order_id: string;
  payment_status: string;
  items: { tour: { id: number } | null }[];
};

async function ordersOf(request: APIRequestContext, session: Session): Promise<OrderView[]> {
  const res = await request.get('/api/orders/', { headers: { Authorization: `Bearer ${session.access}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as OrderView[];
}

async function openBooking(page: Page, tour: CreatedTour) {
  await page.goto('/isml#tours');
  const card = page.getByRole('article', { name: tour.title });
  await card.getByRole('button', { name: /Book Now/ }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${tour.title}` });
  await expect(dialog.getByLabel('Departure date')).toBeVisible();
  return dialog;
}

test('a visitor who clicks Book Now is sent to sign in', async ({ page }) => {
  await page.goto('/isml');
  await page
    .getByRole('button', { name: /Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to book a tour')).toBeVisible();
});

test('a customer books 2 travellers, pays on the test-mode page and sees the booking confirmed', async ({
  page,
  request,
}) => {
  const tour = await createTour(request);
  const customer = await createCustomer(request, 'Baraka Mollel');
  await signInBrowser(page, customer);

  const dialog = await openBooking(page, tour);
  await dialog.getByLabel('Departure date').selectOption(tour.date);
  await dialog.getByLabel('Participants').fill('2');
  await expect(dialog.getByText('US$2,500.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await expect(page.getByText(/TEST MODE/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/booking-success\?/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(tour.title)).toBeVisible();
  await expect(page.getByText('Baraka Mollel')).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toBeVisible();

  const orders = await ordersOf(request, customer);
  const order = orders.find((o) => o.items.some((item) => item.tour?.id === tour.id));
  expect(order?.payment_status).toBe('paid');
  await expect(page.getByText(order?.order_id ?? 'missing')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id');
  expect(Number(orderId)).toBe(order?.id);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, 'booking-success');
});

test('cancelling on the payment page returns to /isml and leaves the order unpaid', async ({
  page,
  request,
}) => {
  const tour = await createTour(request);
  const customer = await createCustomer(request);
  await signInBrowser(page, customer);

  const dialog = await openBooking(page, tour);
  await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await page.getByRole('button', { name: /Cancel and return/ }).click();

  await expect(page).toHaveURL(/\/isml$/);
  const orders = await ordersOf(request, customer);
  const order = orders.find((o) => o.items.some((item) => item.tour?.id === tour.id));
  expect(order).toBeDefined();
  expect(order?.payment_status).not.toBe('paid');
});

test('the booking page without a session says so instead of failing', async ({ page }) => {
  await page.goto('/booking-success');
  await expect(page.getByRole('heading', { name: 'No booking to confirm' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});
