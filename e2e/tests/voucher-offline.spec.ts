import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/app-ready';
import { createTour } from '../fixtures/catalog';
import { waitForWorker } from '../fixtures/service-worker';
import { adminSession, createCustomer, type Session, signInBrowser } from '../fixtures/session';

// docs/vouchers-and-check-in.md, "Vouchers": once opened, a voucher reads offline on the customer's
// phone, from a copy only that customer's requests find, gone when they sign out.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.setTimeout(180_000);

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access}` });

/** A booking paid in full by mobile money on the demo phone (Airtel 0689..., this spec's own). */
async function paidBooking(request: APIRequestContext) {
  const admin = await adminSession(request);
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const tour = await createTour(request, { date, featured: false });
  const terms = await request.put(`/api/admin/tours/${tour.id}/terms/`, {
    headers: auth(admin),
    data: {
      age_bands: [],
      prices: [
        { traveller_type: 'adult', residency: 'non_resident', amount_usd: '150.00', amount_tzs: null },
      ],
      seasons: [],
      group_tiers: [],
      private_supplement_usd: null,
      private_supplement_tzs: null,
      deposit: {
        rule: 'none',
        percent: null,
        per_traveller_usd: null,
        per_traveller_tzs: null,
        per_booking_usd: null,
        per_booking_tzs: null,
      },
      balance_due_days: 0,
      details_due_days: 0,
      cancellation_tiers: [],
      parks: [],
    },
  });
  expect(terms.ok(), await terms.text()).toBe(true);
  const customer = await createCustomer(request, `Voucher Reader ${randomBytes(2).toString('hex')}`);
  const booked = await request.post('/api/tour-bookings/', {
    headers: auth(customer),
    data: {
      tour: tour.id,
      tour_date: date,
      travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 1 }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { order } = (await booked.json()) as { order: { id: number } };
  const push = await request.post('/api/payments/mobile-money/', {
    headers: auth(customer),
    data: { order_id: order.id, phone: `0689${String(Date.now() % 1_000_000).padStart(6, '0')}` },
  });
  expect(push.status(), await push.text()).toBe(201);
  const { demo_phone_url } = (await push.json()) as { demo_phone_url: string };
  await request.post(`${new URL(demo_phone_url).pathname}approve/`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  await expect
    .poll(async () => (await request.get(`/api/vouchers/${order.id}/`, { headers: auth(customer) })).status())
    .toBe(200);
  return { customer, order: order.id, title: tour.title };
}

test('a voucher opened once reads offline, for its customer only, and goes on sign-out', async ({
  page,
  context,
  request,
}) => {
  const { customer, order, title } = await paidBooking(request);
  await signInBrowser(page, customer);
  await page.goto(`/vouchers/${order}`);
  await waitForApp(page);
  await waitForWorker(page);
  // Read again under the worker, which keeps the answer under this customer's key.
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('vouchers')).keys()).map((r) => r.url)))
    .toEqual([expect.stringMatching(new RegExp(`/api/vouchers/${order}/\\?user=${customer.user.id}$`))]);

  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Voucher QR code for the guide to scan' })).toBeVisible();

  // Another user of the phone, offline: the worker has no copy for them.
  const other = await createCustomer(request);
  const status = await page.evaluate(
    async ([id, token]) => {
      try {
        return (await fetch(`/api/vouchers/${id}/`, { headers: { Authorization: `Bearer ${token}` } }))
          .status;
      } catch {
        return 'no copy';
      }
    },
    [order, other.access] as const,
  );
  expect(status).toBe('no copy');

  // Signing out (online) deletes the copies.
  await context.setOffline(false);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => caches.has('vouchers'))).toBe(false);
});
