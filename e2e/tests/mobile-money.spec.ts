import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createLaptops, createTour } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

/** The customer is told to approve, then approves on the demo phone. */
async function approveOnPhone(page: Page, context: BrowserContext) {
  await expect(page).toHaveURL(/\/pay\/mobile-money\//);
  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await approveOnDemoPhone(page, context, 'Open the demo phone');
}

test('a tour booking is paid by mobile money, in shillings at the admin rate', async ({
  page,
  request,
  context,
}) => {
  const tour = await createTour(request);
  await signInBrowser(page, await createCustomer(request));

  await page.goto('/isml#tours');
  await page
    .getByRole('article', { name: tour.title })
    .getByRole('button', { name: /Book Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Book ${tour.title}` });
  await dialog.getByLabel('Departure date').selectOption(tour.date);
  await dialog.getByRole('button', { name: 'More: Adults (16+)' }).click();
  await dialog.getByRole('radio', { name: /^Mobile money/ }).check();
  await dialog.getByLabel('Mobile money number').fill('0754 123 456');
  await expect(dialog.getByText('Operator: Vodacom M-Pesa')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm & Pay' }).click();

  // USD 2,500 at the default rate of 2,590 shillings to the dollar.
  await expect(page.getByText(/= TSh 6,475,000 at today's rate/)).toBeVisible();
  await snap(page, 'mobile-money-waiting');
  await approveOnPhone(page, context);

  await expect(page).toHaveURL(/\/booking-success\?/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(tour.title)).toBeVisible();
});

test('a laptop order is paid by mobile money from the checkout', async ({ page, request, context }) => {
  const [laptop] = await createLaptops(request, `Mobile ${Date.now()}`, ['900000']);
  if (!laptop) throw new Error('laptop not created');
  const customer = await createCustomer(request);
  const added = await request.post('/api/fursa/cart/', {
    headers: { Authorization: `Bearer ${customer.access}` },
    data: { product: laptop.id, quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await signInBrowser(page, customer);

  await page.goto('/checkout');
  await page.getByLabel('Pick up at the shop').check();
  await page.getByRole('radio', { name: /^Mobile money/ }).check();
  await page.getByLabel('Mobile money number').fill('255 786 000 111');
  await expect(page.getByText('Operator: Airtel Money')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The waiting screen shows the attempt itself, not only its heading over "Loading..." (issue 39).
  await expect(page).toHaveURL(/\/pay\/mobile-money\//);
  await expect(page.getByText('Airtel Money · 2557******11')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('TSh 900,000').first()).toBeVisible();
  await approveOnPhone(page, context);

  await expect(page).toHaveURL(/\/order-success\?/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await snap(page, 'mobile-money-order-success');
});
