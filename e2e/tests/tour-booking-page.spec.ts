import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { snap } from '../fixtures/screenshots';
import { createCustomer, signInBrowser } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

type Booking = {
  order: number;
  amount_due: string;
  deposit: string;
  total: string;
  balance_due_on: string | null;
  payment_state: string;
};

/** The demo's tour with terms (server/src/db/seed/tour-terms.ts): deposit, balance 60 days out, tiers. */
async function classicSafariId(request: APIRequestContext): Promise<number> {
  const tours = (await (await request.get('/api/igsum/tours/')).json()) as { id: number; title: string }[];
  const tour = tours.find((t) => t.title === 'Classic Safari Experience');
  if (!tour) throw new Error('no Classic Safari in the demo tours');
  return tour.id;
}

/** Books through the API, as the booking dialog would (its own test covers the dialog). */
async function book(
  request: APIRequestContext,
  access: string,
  body: { tour_date: string; travellers: { traveller_type: string; count: number }[]; pay_in_full?: boolean },
): Promise<Booking> {
  const res = await request.post('/api/tour-bookings/', {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      tour: await classicSafariId(request),
      tour_date: body.tour_date,
      travellers: body.travellers.map((t) => ({ ...t, residency: 'non_resident' })),
      pay_in_full: body.pay_in_full ?? false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: Booking }).booking;
}

/** A number of this spec's own (Mixx by Yas, 0715...), apart from the other specs' pushes. */
function phoneOfOwn(offset: number): string {
  return `0715${String((Date.now() + offset) % 1_000_000).padStart(6, '0')}`;
}

/** Pays what the page says is due by a mobile money push, approved on the demo phone. */
async function payDueByMobileMoney(
  page: Page,
  context: BrowserContext,
  words: { number: string; pay: RegExp; demoPhone: string; viewBooking: string },
  phone: string,
) {
  await page.getByLabel(words.number).fill(phone);
  await page.getByRole('button', { name: words.pay }).click();
  await expect(page).toHaveURL(/\/pay\/mobile-money\/\d+/);
  await approveOnDemoPhone(page, context, words.demoPhone);
  await expect(page).toHaveURL(/\/booking-success\?/);
  // The confirmation leads back to the booking, read again with what was just paid.
  await page.getByRole('link', { name: words.viewBooking }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/\d+$/);
}

/** US$ as the page writes it (docs/i18n.md, "Formats"): `US$1,234.50`, in Swahili `US$ 1,234.50`. */
function usd(amount: string, locale: 'en' | 'sw'): string {
  const digits = Number(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `US$${locale === 'sw' ? ' ' : ''}${digits}`;
}

const ENGLISH = {
  number: 'Mobile money number',
  pay: /^Pay US\$/,
  demoPhone: 'Open the demo phone',
  viewBooking: 'View your booking',
};
const SWAHILI = {
  number: 'Namba ya pesa kwa simu',
  pay: /^Lipa US\$/,
  demoPhone: 'Fungua simu ya majaribio',
  viewBooking: 'Angalia uhifadhi wako',
};

test('a customer pays the deposit, enters the travellers, pays the balance and sees the booking paid', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const missing = collectMissingTexts(page);
  const customer = await createCustomer(request);
  // More than 60 days out: the deposit now, the balance 60 days before departure.
  const booking = await book(request, customer.access, {
    tour_date: '2027-03-16',
    travellers: [
      { traveller_type: 'adult', count: 2 },
      { traveller_type: 'child', count: 1 },
    ],
  });
  expect(booking.balance_due_on).toBe('2027-01-15');
  await signInBrowser(page, customer);
  const phone = phoneOfOwn(0);

  // The dashboard leads to the booking.
  await page.goto('/dashboard');
  const mine = page.getByRole('list', { name: 'My tour bookings' });
  await expect(mine.getByText(`Due now: ${usd(booking.deposit, 'en')}`)).toBeVisible();
  await snap(page, 'tour-booking-dashboard');
  await mine.getByRole('link', { name: /Classic Safari Experience/ }).click();
  await expect(page).toHaveURL(`/dashboard/bookings/${booking.order}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Safari Experience' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible();
  await payDueByMobileMoney(page, context, ENGLISH, phone);
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary.getByText('Deposit paid')).toBeVisible();
  await expect(summary.getByText('Due by 15 Jan 2027')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay the balance' })).toBeVisible();
  await expect(page.getByText("3 travellers' details are missing")).toBeVisible();

  const travellers = [
    ['Traveller 1: Adult', 'Grace Hopper', 'United Kingdom', 'GB1234567', '1980-05-01'],
    ['Traveller 2: Adult', 'Alan Hopper', 'United Kingdom', 'GB7654321', '1982-07-09'],
    ['Traveller 3: Child', 'Ada Hopper', 'United Kingdom', 'GB5550001', '2016-03-02'],
  ] as const;
  for (const [legend, name, country, id, born] of travellers) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Full name (as in the passport)').fill(name);
    await group.getByLabel('Nationality').selectOption({ label: country });
    await group.getByLabel('Passport or ID number').fill(id);
    await group.getByLabel('Date of birth').fill(born);
  }
  await page.getByRole('button', { name: "Save travellers' details" }).click();
  await expect(page.getByText("Every traveller's details are in. Thank you!")).toBeVisible();
  await snap(page, 'tour-booking-deposit-paid');

  await payDueByMobileMoney(page, context, ENGLISH, phone);
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay the balance' })).toHaveCount(0);
  // The details are kept: the form opens with them.
  await expect(
    page.getByRole('group', { name: 'Traveller 3: Child' }).getByLabel('Full name (as in the passport)'),
  ).toHaveValue('Ada Hopper');
  await snap(page, 'tour-booking-paid');
  expect(missing).toEqual([]);
});

test('a Swahili customer cancels a booking paid in full inside a fee tier and sees the fee and the refund due', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const missing = collectMissingTexts(page);
  const customer = await createCustomer(request, 'Amina Juma');
  const auth = { Authorization: `Bearer ${customer.access}` };
  expect((await request.put('/api/auth/locale/', { headers: auth, data: { locale: 'sw' } })).status()).toBe(
    204,
  );
  // 72 days out: inside the 30% tier (60 days or more) of the Classic Safari's terms.
  const booking = await book(request, customer.access, {
    tour_date: '2027-02-09',
    travellers: [{ traveller_type: 'adult', count: 1 }],
    pay_in_full: true,
  });
  expect(booking.amount_due).toBe(booking.total);
  await signInBrowser(page, customer);

  await page.goto(`/sw/dashboard/bookings/${booking.order}`);
  await expect(page.getByRole('heading', { name: 'Lipia uhifadhi' })).toBeVisible();
  await payDueByMobileMoney(page, context, SWAHILI, phoneOfOwn(500_000));
  const summary = page.getByRole('region', { name: 'Uhifadhi wako' });
  await expect(summary.getByText('Umelipiwa')).toBeVisible();
  await expect(page.getByText('Ukighairi siku 60 au zaidi kabla ya kuondoka: 30% ya jumla')).toBeVisible();
  await page.getByRole('button', { name: 'Ghairi uhifadhi' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ghairi uhifadhi huu?' });
  await expect(
    dialog.getByText(/^Ukighairi leo, siku \d+ kabla ya kuondoka, ada ni 30% ya jumla/),
  ).toBeVisible();
  // The server's own quote: 30% of the total kept, the rest owed back.
  const quote = (await (
    await request.get(`/api/tour-bookings/${booking.order}/cancel/`, { headers: auth })
  ).json()) as { fee_percent: string; fee: string; refund_due: string };
  expect(Number(quote.fee_percent)).toBe(30);
  expect(Number(quote.refund_due)).toBeGreaterThan(0);
  const fee = usd(quote.fee, 'sw');
  const refund = usd(quote.refund_due, 'sw');
  await expect(dialog.getByText(fee)).toBeVisible();
  await expect(dialog.getByText(refund)).toBeVisible();
  await snap(page, 'tour-booking-cancel-sw');
  await dialog.getByRole('button', { name: 'Ndiyo, ghairi uhifadhi' }).click();

  await expect(page.getByText('Uhifadhi wako umeghairiwa.')).toBeVisible();
  await expect(summary.getByText('Umeghairiwa')).toBeVisible();
  const cancelled = page.getByRole('region', { name: 'Kughairi' });
  await expect(cancelled.getByText('Ada ya kughairi')).toBeVisible();
  await expect(cancelled.getByText(fee)).toBeVisible();
  await expect(cancelled.getByText(refund)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ghairi uhifadhi' })).toHaveCount(0);
  await snap(page, 'tour-booking-cancelled-sw');
  expect(missing).toEqual([]);
});
