import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createTour } from '../fixtures/catalog';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { snap } from '../fixtures/screenshots';
import {
  adminSession,
  type Customer,
  createCustomer,
  type Session,
  signInBrowser,
} from '../fixtures/session';

// docs/vouchers-and-check-in.md: issue 46's done-when. A guide at 390 px opens tomorrow's departure,
// loses the network, scans two vouchers from images, gets the network back; the admin at 1280 px
// sees both check-ins; a third scan of a used voucher says when it was used.

/** Tomorrow in Dar es Salaam (UTC+3), the departure's day. */
function tomorrowInDar(): string {
  return new Date(Date.now() + (3 + 24) * 3600_000).toISOString().slice(0, 10);
}

/** This spec's own mobile-money numbers (Airtel, 0688...), apart from the other specs' pushes. */
function phoneOfOwn(offset: number): string {
  return `0688${String((Date.now() + offset) % 1_000_000).padStart(6, '0')}`;
}

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A customer's booking of `travellers` adults, its deposit paid by mobile money on the demo phone. */
async function paidBooking(
  request: APIRequestContext,
  tour: number,
  date: string,
  travellers: number,
  offset: number,
) {
  const customer = await createCustomer(request, `Traveller ${randomBytes(2).toString('hex')}`);
  const { order } = await ok<{ order: { id: number } }>(
    await request.post('/api/tour-bookings/', {
      headers: auth(customer),
      data: {
        tour,
        tour_date: date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: travellers }],
      },
    }),
  );
  const attempt = await ok<{ demo_phone_url: string }>(
    await request.post('/api/payments/mobile-money/', {
      headers: auth(customer),
      data: { order_id: order.id, phone: phoneOfOwn(offset) },
    }),
  );
  const approved = await request.post(`${new URL(attempt.demo_phone_url).pathname}approve/`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  });
  expect(approved.status()).toBeLessThan(400);
  await expect
    .poll(async () => (await request.get(`/api/vouchers/${order.id}/`, { headers: auth(customer) })).status())
    .toBe(200);
  return { customer, order: order.id };
}

test('a guide checks in two vouchers offline; the admin sees them; a used voucher says when', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const date = tomorrowInDar();
  const tour = await createTour(request, { date, featured: false });
  await ok(
    await request.put(`/api/admin/tours/${tour.id}/terms/`, {
      headers: auth(admin),
      data: {
        age_bands: [],
        prices: [
          { traveller_type: 'adult', residency: 'non_resident', amount_usd: '200.00', amount_tzs: null },
        ],
        seasons: [],
        group_tiers: [],
        private_supplement_usd: null,
        private_supplement_tzs: null,
        deposit: {
          rule: 'percent',
          percent: '30',
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
    }),
  );
  const family = await paidBooking(request, tour.id, date, 2, 0);
  const solo = await paidBooking(request, tour.id, date, 1, 7);

  // The guide: a user the admin made a guide and gave this departure.
  const guide: Customer = await createCustomer(request, 'Baraka Guide');
  const made = await ok<{ id: number }>(
    await request.post('/api/admin/guides/', {
      headers: auth(admin),
      data: { user: guide.user.username, phone: '0754 300 400', locale: 'en' },
    }),
  );
  const departures = await ok<{ id: number; tour: number }[]>(
    await request.get(`/api/admin/check-in/departures/?date=${date}`, { headers: auth(admin) }),
  );
  const departure = departures.find((d) => d.tour === tour.id)!.id;
  await ok(
    await request.put(`/api/admin/departures/${departure}/guides/`, {
      headers: auth(admin),
      data: { guides: [made.id] },
    }),
  );

  // Each customer's voucher page; its QR code, photographed, is what the guide scans.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const qrImages: Buffer[] = [];
  for (const [index, booking] of [family, solo].entries()) {
    const page = await customerContext.newPage();
    await signInBrowser(page, booking.customer);
    await page.goto(`/vouchers/${booking.order}`);
    const qr = page.getByRole('img', { name: 'Voucher QR code for the guide to scan' });
    await expect(qr).toBeVisible();
    if (index === 0) {
      await expect(page.getByText(/Balance due/)).toBeVisible();
      await snap(page, 'voucher');
    }
    qrImages.push(await qr.screenshot());
    await page.close();
  }
  await customerContext.close();

  // The guide's phone: the departure opened with a signal, then none, then the server away.
  const guideContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await guideContext.newPage();
  const missing = collectMissingTexts(phone);
  await signInBrowser(phone, guide);
  await phone.goto('/guide/check-in');
  await phone.getByRole('button', { name: new RegExp(tour.title) }).click();
  await expect(phone.getByTestId('checked-in-count')).toHaveText('0 of 3 travellers checked in');
  await expect(phone.getByText('Traveller', { exact: false }).first()).toBeVisible();
  await guideContext.setOffline(true);

  const scanPhoto = (image: Buffer, name: string) =>
    phone.getByTestId('scan-photo').setInputFiles({ name, mimeType: 'image/png', buffer: image });

  await scanPhoto(qrImages[0]!, 'family.png');
  const scanned = phone.getByTestId('scanned-booking');
  await expect(scanned).toBeVisible();
  await expect(scanned.getByText(/Balance due/)).toBeVisible();
  await expect(scanned.getByRole('button', { name: 'Needs a connection' })).toBeDisabled();
  await snap(phone, 'check-in-scanned');
  await scanned.getByRole('button', { name: 'Check in 2 travellers' }).click();
  await expect(phone.getByText('1 scan waiting for a signal')).toBeVisible();

  // The signal comes back, but the shop's server is stopped: every request is refused. The scans
  // stay on the phone.
  await guideContext.route('**/api/**', (route) => route.abort('connectionrefused'));
  await guideContext.setOffline(false);
  await scanPhoto(qrImages[1]!, 'solo.png');
  await phone.getByTestId('scanned-booking').getByRole('button', { name: 'Check in 1 traveller' }).click();
  await expect(phone.getByText('2 scans waiting for a signal')).toBeVisible();
  await expect(phone.getByTestId('checked-in-count')).toHaveText('3 of 3 travellers checked in');
  await snap(phone, 'check-in-offline');

  // The server is back: the queue goes with the phone's next try.
  await guideContext.unroute('**/api/**');
  await expect(phone.getByText(/waiting for a signal/)).toHaveCount(0);

  // The admin's screen, at 1280 px.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await adminContext.newPage();
  await signInBrowser(desk, admin);
  await desk.goto(`/admin/check-in?departure=${departure}`);
  await expect(desk.getByTestId('admin-checked-in-count')).toHaveText('3 of 3 travellers checked in');
  await expect(desk.getByTestId(`admin-booking-${family.order}`)).toContainText('2/2');
  await expect(desk.getByTestId(`admin-booking-${solo.order}`)).toContainText('1/1');
  await expect(desk.getByTestId(`admin-booking-${family.order}`)).toContainText('Baraka Guide');
  await snap(desk, 'check-in-admin');

  // A third scan, of a voucher already used: it says when.
  await scanPhoto(qrImages[0]!, 'family-again.png');
  await expect(phone.getByTestId('scanned-booking').getByRole('alert')).toContainText(
    /Already used: first scanned on .+ by Baraka Guide/,
  );
  await snap(phone, 'check-in-used');
  expect(missing).toEqual([]);
  await guideContext.close();
  await adminContext.close();
});
