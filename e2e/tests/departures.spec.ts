import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createTour } from '../fixtures/catalog';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, type Session, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 1280, height: 900 } });

const auth = (s: Session) => ({ Authorization: `Bearer ${s.access}` });

async function ok<T>(res: {
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A customer's booking of `travellers` adults on the tour's date (held, unpaid: it holds seats). */
async function book(
  request: APIRequestContext,
  tour: number,
  date: string,
  travellers: number,
  name: string,
) {
  const customer = await createCustomer(request, name);
  const { order } = await ok<{ order: { id: number; order_id: string } }>(
    await request.post('/api/tour-bookings/', {
      headers: auth(customer),
      data: {
        tour,
        tour_date: date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: travellers }],
      },
    }),
  );
  return { ...order, customer };
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// docs/departures.md: the admin gives a departure its vehicles (filled by capacity), sees an
// over-capacity departure as a problem, moves a booking by hand (a move that does not fit is
// refused with the seats free), gives it a guide and reads, prints and downloads its manifest.
test('the admin allocates a departure’s vehicles, moves a booking, and reads its manifest', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const suffix = randomBytes(2).toString('hex');
  const tour = await createTour(request, { maxParticipants: 12, featured: false });
  const first = await book(request, tour.id, tour.date, 2, 'Asha Mrema');
  const second = await book(request, tour.id, tour.date, 2, 'Baraka Juma');
  const third = await book(request, tour.id, tour.date, 3, 'Carla Weber');
  const pickup = await ok<{ id: number }>(
    await request.post(`/api/admin/tours/${tour.id}/pickup-points/`, {
      headers: auth(admin),
      data: { name: 'Arusha Coffee Lodge', lat: -3.3731, lng: 36.6389, offset_minutes: -45 },
    }),
  );
  await ok(
    await request.put(`/api/tour-bookings/${third.id}/pickup/`, {
      headers: auth(third.customer),
      data: { pickup_point: pickup.id },
    }),
  );
  const small = `Cruiser ${suffix}`;
  const big = `Coaster ${suffix}`;
  await ok(
    await request.post('/api/admin/vehicles/', {
      headers: auth(admin),
      data: { name: small, plate: `T ${suffix} AAA`, seats: 5 },
    }),
  );
  await ok(
    await request.post('/api/admin/vehicles/', {
      headers: auth(admin),
      data: { name: big, plate: `T ${suffix} BBB`, seats: 6 },
    }),
  );
  const guideUser = await createCustomer(request, `Guide ${suffix}`);
  await ok(
    await request.post('/api/admin/guides/', {
      headers: auth(admin),
      data: { user: guideUser.user.username, phone: '754 222 333', locale: 'sw' },
    }),
  );

  await signInBrowser(page, admin);
  await page.goto('/admin/dashboard?tab=departures');
  await expect(page.getByRole('heading', { level: 2, name: 'Departures' })).toBeVisible();
  await page.getByLabel('From').fill(tour.date);
  await page.getByLabel('To').fill(tour.date);
  const row = page.getByRole('article').filter({ hasText: tour.title });
  await expect(row.getByText('7 travellers in 3 bookings · 0 seats')).toBeVisible();
  await expect(row.getByText('No vehicle', { exact: true }).last()).toBeVisible();
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: `Open ${tour.title}` }).click();

  // One vehicle of 5 for 7 travellers: a problem, and a booking without a seat.
  const vehicles = page.getByRole('region', { name: 'Vehicles', exact: true });
  await vehicles.getByLabel(new RegExp(`^${small}`)).check();
  await vehicles.getByRole('button', { name: 'Save vehicles and fill' }).click();
  await expect(page.getByText('More travellers than seats').first()).toBeVisible();
  const smallCard = page.getByRole('article', { name: new RegExp(`^${small}`) });
  await expect(smallCard.getByText('4 of 5 seats')).toBeVisible();
  await expect(smallCard).toContainText(first.order_id);
  await expect(page.getByRole('article', { name: 'Without a seat' })).toContainText(third.order_id);

  // The bigger vehicle second: the 3 go in it and the problems are gone but the guide.
  await vehicles.getByLabel(new RegExp(`^${big}`)).check();
  await vehicles.getByRole('button', { name: 'Save vehicles and fill' }).click();
  const bigCard = page.getByRole('article', { name: new RegExp(`^${big}`) });
  await expect(bigCard.getByText('3 of 6 seats')).toBeVisible();
  await expect(bigCard).toContainText(third.order_id);
  await expect(page.getByText('More travellers than seats')).toHaveCount(0);

  // By hand: the second booking to the bigger vehicle; then the third into the smaller, which is refused.
  await smallCard
    .getByLabel(`Move booking ${second.order_id} to`)
    .selectOption({ label: `${big} (3 seats free)` });
  await smallCard.getByRole('button', { name: 'Move' }).nth(1).click();
  await expect(bigCard.getByText('5 of 6 seats')).toBeVisible();
  await expect(bigCard.getByText('Moved by hand')).toBeVisible();
  await bigCard
    .getByLabel(`Move booking ${third.order_id} to`)
    .selectOption({ label: `${small} (3 seats free)` });
  await bigCard.getByRole('button', { name: 'Move' }).last().click();
  await expect(smallCard.getByText('5 of 5 seats')).toBeVisible();
  await bigCard
    .getByLabel(`Move booking ${second.order_id} to`)
    .selectOption({ label: `${small} (0 seats free)` });
  await bigCard.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`${small} has 0 seats free; this booking needs 2.`)).toBeVisible();

  // The guide; then the manifest, its pickups in route order with times.
  const guides = page.getByRole('region', { name: 'Guides' });
  await guides.getByLabel(new RegExp(`^Guide ${suffix}`)).check();
  await guides.getByRole('button', { name: 'Save guides' }).click();
  await expect(page.getByRole('list', { name: 'Problems' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-departure-allocation');

  await page.getByRole('button', { name: 'Manifest' }).click();
  const manifest = page.getByRole('dialog', { name: 'Manifest' });
  await expect(manifest.getByRole('cell', { name: /06:15\s*Arusha Coffee Lodge/ })).toBeVisible();
  await expect(manifest.getByText(`Guide ${suffix} +255 754 222 333`)).toBeVisible();
  await snap(page, 'admin-departure-manifest');
  const download = page.waitForEvent('download');
  await manifest.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`manifest-${tour.date}-${tour.id}.csv`);
  await page.emulateMedia({ media: 'print' });
  // On paper: the manifest alone, from the page's top left, the admin's frame and buttons gone.
  await expect(page.getByRole('button', { name: 'Print (A4)' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  const box = await manifest.boundingBox();
  expect(box && box.x < 20 && box.y < 20).toBe(true);
  await page.emulateMedia({ media: 'screen' });
});
