import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 1280, height: 900 } });

const TOUR = 'Classic Safari Experience';
const SERENGETI = 'Serengeti National Park';

type Quote = {
  currency: string;
  total: string;
  deposit: string;
  cancellation_tiers: { days_before: number; fee_percent: string }[];
  lines: { kind: string; park_name: string | null; traveller_type: string | null; unit_amount: string }[];
};

/** The public quote (POST /api/tour-bookings/quote/): what a customer would be asked. */
async function quote(
  request: APIRequestContext,
  tour: number,
  date: string,
  residency: string,
): Promise<Quote> {
  const res = await request.post('/api/tour-bookings/quote/', {
    data: { tour, tour_date: date, travellers: [{ traveller_type: 'adult', residency, count: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Quote;
}

/** Tomorrow in Dar es Salaam, YYYY-MM-DD: a fee row from then on is one the admin may still delete. */
function tomorrowInDar(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(
    new Date(Date.now() + 24 * 3600 * 1000),
  );
}

/** Opens a tab from the sidebar, once loaded checked by axe as admin-screens.spec checks the others. */
async function openTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  // A toast of the step before may still be fading in, half transparent: it is not the tab.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// docs/tours-pricing.md: the admin sets a tour's terms and the park fees, and the public quote
// follows. The demo's Classic Safari is shared with the booking specs: this one changes what they
// do not reach (the citizens' deposit, the 7-day tier, a resident's fee) and puts it all back.
test('the admin edits a tour’s deposit, a cancellation tier and a park fee, and the quote follows', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await adminSession(request);
  const auth = { Authorization: `Bearer ${session.access}` };
  const tours = (await (await request.get('/api/igsum/tours/')).json()) as {
    id: number;
    title: string;
    available_dates: string[];
  }[];
  const tour = tours.find((t) => t.title === TOUR)!;
  const date = [...tour.available_dates].sort().at(-1)!;
  const before = await (await request.get(`/api/admin/tours/${tour.id}/terms/`, { headers: auth })).json();
  const citizenBefore = await quote(request, tour.id, date, 'citizen');
  let bookingOrder: number | null = null;

  try {
    await signInBrowser(page, session);
    await page.goto('/admin/dashboard?tab=tours');
    await expect(page.getByRole('heading', { level: 2, name: 'Tours' })).toBeVisible();
    await page.getByRole('button', { name: `Terms & prices of ${TOUR}` }).click();
    const dialog = page.getByRole('dialog', { name: `Terms & prices: ${TOUR}` });
    await dialog.getByLabel('Deposit rule').selectOption('Percentage of the total');
    await expect(dialog.getByLabel('Per traveller (USD)')).toBeHidden();
    await dialog.getByLabel('Deposit (%)').fill('30');
    const tier = dialog.getByRole('group', { name: 'Cancellation tier 3' });
    await tier.getByLabel('Days before departure').fill('14');
    // A wrong percentage is refused on its field before anything is sent.
    await tier.getByLabel('Fee (%)').fill('150');
    await dialog.getByRole('button', { name: 'Save terms' }).click();
    await expect(tier.getByText('At most 100')).toBeVisible();
    await tier.getByLabel('Fee (%)').fill('100');
    await snap(page, 'admin-tour-terms-dialog');
    await dialog.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText('Terms saved. Bookings already made keep theirs.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A citizen is priced in shillings: 30% of the total, where the highest rule took TSh 1,250,000.
    const citizen = await quote(request, tour.id, date, 'citizen');
    expect(citizen.currency).toBe('TZS');
    expect(citizenBefore.deposit).toBe('1250000.00');
    expect(Math.abs(Number(citizen.deposit) - Number(citizen.total) * 0.3)).toBeLessThanOrEqual(0.5);
    expect(citizen.cancellation_tiers).toContainEqual({ days_before: 14, fee_percent: '100' });
    expect(citizen.cancellation_tiers).not.toContainEqual({ days_before: 7, fee_percent: '100' });

    // A resident's Serengeti fee from tomorrow on: the quote of a later departure takes it.
    await openTab(page, 'Parks & fees');
    await expect(page.getByRole('list', { name: 'Parks' }).getByText(SERENGETI)).toBeVisible();
    await page.getByRole('button', { name: 'Add fee row' }).click();
    const feeDialog = page.getByRole('dialog', { name: 'Add fee row' });
    await feeDialog.getByLabel('Park').selectOption(SERENGETI);
    await feeDialog.getByLabel('Traveller').selectOption('Adult');
    await feeDialog.getByLabel('Residency').selectOption('Resident');
    await feeDialog.getByLabel('USD').fill('41.50');
    await feeDialog.getByLabel('Valid from').fill(tomorrowInDar());
    await feeDialog.getByRole('button', { name: 'Add row' }).click();
    await expect(page.getByText('Fee row saved')).toBeVisible();
    const deleteRow = page.getByRole('button', { name: new RegExp(`^Delete the fee of ${SERENGETI} from`) });
    await expect(deleteRow).toBeVisible();
    await snap(page, 'admin-parks-fees');
    const resident = await quote(request, tour.id, date, 'resident');
    const fee = resident.lines.find(
      (line) => line.kind === 'park_fee' && line.park_name === SERENGETI && line.traveller_type === 'adult',
    );
    expect(fee?.unit_amount).toBe('41.50');

    // A future row can be deleted; the fee in force before it applies again.
    await deleteRow.click();
    await page
      .getByRole('alertdialog', { name: 'Delete fee row?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Fee row deleted')).toBeVisible();
    await expect(deleteRow).toBeHidden();
    const again = await quote(request, tour.id, date, 'resident');
    expect(
      again.lines.find((line) => line.kind === 'park_fee' && line.park_name === SERENGETI)?.unit_amount,
    ).toBe('35.00');

    // A customer's booking with one traveller's details missing, on the departure's travellers list.
    const customer = await createCustomer(request, 'Asha Mrema');
    const booked = await request.post('/api/tour-bookings/', {
      headers: { Authorization: `Bearer ${customer.access}` },
      data: {
        tour: tour.id,
        tour_date: date,
        travellers: [{ traveller_type: 'adult', residency: 'non_resident', count: 2 }],
        details: [
          { full_name: 'Asha Mrema', nationality: 'KE', id_number: 'A1234567', date_of_birth: '1990-04-02' },
          null,
        ],
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = ((await booked.json()) as { booking: { order: number; order_id: string } }).booking;
    bookingOrder = booking.order;
    await openTab(page, 'Tour bookings');
    await page.getByLabel('Tour', { exact: true }).selectOption(TOUR);
    await page.getByLabel('Departure', { exact: true }).selectOption(date);
    const travellers = page.getByRole('list', { name: new RegExp(`^Travellers of ${TOUR}`) });
    await expect(travellers.getByText('Asha Mrema')).toBeVisible();
    await expect(travellers.getByText('Details missing')).toBeVisible();
    await snap(page, 'admin-tour-bookings');

    // The booking's view, from its order on the list: cancel it with a reason, the fee waived, as
    // the server quotes it.
    await travellers
      .getByRole('button', { name: `Open booking ${booking.order_id}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`booking=${booking.order}`));
    const view = page.getByRole('dialog', { name: `Booking ${booking.order_id}` });
    await expect(view.getByText('Unpaid')).toBeVisible();
    await snap(page, 'admin-tour-booking');
    await view.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${booking.order_id}` });
    await cancel.getByLabel('Reason').fill('Customer asked by phone');
    await cancel.getByLabel('Waive the fee').check();
    await expect(cancel.getByLabel('What cancelling today costs')).toContainText('Refund due');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText(`Booking ${booking.order_id} cancelled`)).toBeVisible();
    await expect(view.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    bookingOrder = null;
  } finally {
    const restored = await request.put(`/api/admin/tours/${tour.id}/terms/`, { headers: auth, data: before });
    expect(restored.status()).toBe(200);
    if (bookingOrder !== null) {
      await request.post(`/api/admin/tour-bookings/${bookingOrder}/cancel/`, {
        headers: auth,
        data: { reason: 'e2e clean-up', waive_fee: true },
      });
    }
  }
});
