import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type CreatedTour, createTour } from '../fixtures/catalog';
import { collectMissingTexts } from '../fixtures/missing-texts';
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
  await dialog.getByRole('button', { name: 'More: Adults (16+)' }).click();
  // A tour without terms: its one price per person, everything paid at booking.
  await expect(dialog.getByRole('region', { name: 'Price' }).getByText('US$2,500.00').first()).toBeVisible();
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

/** Today in Dar es Salaam's calendar (UTC+3, docs/tours-pricing.md). */
const darToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('at 390 px a customer books the Classic Safari for 2 adults and a child (non-resident), sees the terms and pays the deposit', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slug = 'classic-safari-experience';
  const detail = await (await request.get(`/api/igsum/tours/by-slug/${slug}/`)).json();
  // The demo's terms ask the balance 60 days before departure: a date further out offers the deposit.
  const date = (detail.departures as { date: string; seats_left: number }[]).find(
    (d) => d.date > daysAfter(darToday(), 61) && d.seats_left >= 3,
  )?.date;
  expect(date, 'a Classic Safari departure more than 61 days away').toBeDefined();
  const customer = await createCustomer(request, 'Neema Kimaro');
  await signInBrowser(page, customer);

  await page.goto(`/isml/tours/${slug}`);
  await page.getByRole('button', { name: 'Book Now: Classic Safari Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Classic Safari Experience' });
  await dialog.getByLabel('Departure date').selectOption(date!);
  await expect(dialog.getByLabel('Residency')).toHaveValue('non_resident');
  await dialog.getByRole('button', { name: 'More: Adults (16+)' }).click();
  await dialog.getByRole('button', { name: 'More: Children (5-15)' }).click();

  // server/src/db/seed/tour-terms.ts: 2 x 4,200 + 2,100, the Serengeti's and Ngorongoro's fees
  // (485.20) and their VAT (87.34); the deposit the highest of 30% and US$500 a traveller.
  const price = dialog.getByRole('region', { name: 'Price' });
  await expect(price.getByText('US$11,072.54', { exact: true })).toBeVisible();
  await expect(price.getByText('Serengeti National Park: Children · Non-resident')).toBeVisible();
  await expect(price.getByText('VAT 18% on park fees')).toBeVisible();
  const deposit = price.getByRole('radio', { name: /Pay the deposit: US\$3,321\.76/ });
  await expect(deposit).toBeChecked();
  await expect(price.getByText(/^Balance, due by /)).toBeVisible();
  await expect(dialog.getByText('Cancel 60 days or more before departure: 30% of the total')).toBeVisible();
  await expect(dialog.getByText('Fewer than 30 days before: 100% of the total')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  // Nothing in it wider than the phone: it would scroll sideways and cut the steppers off.
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await snap(page, 'booking-dialog-terms');

  await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/demo\//);
  await expect(page.getByText('Deposit due now')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/booking-success\?/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText('Deposit paid')).toBeVisible();
  await expect(page.getByText('US$3,321.76')).toBeVisible();
  await expect(page.getByText('US$7,750.78')).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const booking = await request.get(`/api/tour-bookings/${orderId}/`, {
    headers: { Authorization: `Bearer ${customer.access}` },
  });
  expect(await booking.json()).toMatchObject({
    payment_state: 'deposit_paid',
    amount_paid: '3321.76',
    balance: '7750.78',
    travellers: [
      { traveller_type: 'adult', residency: 'non_resident' },
      { traveller_type: 'adult', residency: 'non_resident' },
      { traveller_type: 'child', residency: 'non_resident' },
    ],
  });
  await snap(page, 'booking-success-deposit');
});

test('the booking dialog reads in Swahili at 390 px: travellers with their ages, the price, deposit and terms', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const missing = collectMissingTexts(page);
  const customer = await createCustomer(request, 'Rehema Mushi');
  await signInBrowser(page, customer);
  await page.goto('/sw/isml/tours/classic-safari-experience');
  await page.getByRole('button', { name: /^Hifadhi safari: / }).click();
  // The tour's Swahili title (server/src/db/seed/swahili.ts).
  const dialog = page.getByRole('dialog', { name: /^Hifadhi Safari ya Kaskazini/ });
  await expect(dialog.getByLabel('Ukaazi')).toHaveValue('non_resident');
  await expect(dialog.getByLabel('Watu wazima (miaka 16+)', { exact: true })).toHaveValue('1');
  await expect(dialog.getByLabel('Watoto (miaka 5-15)', { exact: true })).toHaveValue('0');
  await expect(dialog.getByLabel('Watoto wachanga (chini ya miaka 5)', { exact: true })).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Ongeza: Watoto (miaka 5-15)' }).click();
  await expect(dialog.getByRole('region', { name: 'Bei' }).getByText('Jumla', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Masharti ya kughairi' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Thibitisha na ulipe' })).toBeEnabled();
  expect(missing).toEqual([]);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // The dialog scrolls inside the page: its top, then its price and terms (e2e/screenshots/).
  await dialog.screenshot({ path: 'screenshots/booking-dialog-sw-top-390.png' });
  await dialog.getByRole('heading', { name: 'Masharti ya kughairi' }).scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: 'screenshots/booking-dialog-sw-price-390.png' });
});

test('the booking page without a session says so instead of failing', async ({ page }) => {
  await page.goto('/booking-success');
  await expect(page.getByRole('heading', { name: 'No booking to confirm' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});
