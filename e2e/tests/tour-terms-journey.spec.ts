import { type APIRequestContext, expect, test } from '@playwright/test';
import { createTour } from '../fixtures/catalog';
import { approveOnDemoPhone } from '../fixtures/demo-phone';
import { waitForEmail } from '../fixtures/mailbox';
import { collectMissingTexts } from '../fixtures/missing-texts';
import { snap } from '../fixtures/screenshots';
import { adminSession, createCustomer, signInBrowser } from '../fixtures/session';
import { waitForSms } from '../fixtures/sms';

// docs/tours-pricing.md, issue 42's journey on a phone: a booking made in the dialog pays its
// deposit by mobile money, its balance reminder arrives by SMS and e-mail, and the reminder's link
// pays the balance.
test.use({ viewport: { width: 390, height: 844 } });

/** Today in Dar es Salaam (UTC+3, no summer time), as YYYY-MM-DD, moved by `days`. */
function darDay(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A tour of this test's own, departing in 65 days, with a 30% deposit and its balance 60 days before
 * departure: the balance falls due in 5 days, so the "due soon" reminder (from 7 days before) goes
 * on the shop's next pass.
 */
async function tourWithTerms(request: APIRequestContext) {
  const tour = await createTour(request, { date: darDay(65) });
  const admin = await adminSession(request);
  const terms = await request.put(`/api/admin/tours/${tour.id}/terms/`, {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: {
      age_bands: [],
      prices: [
        { traveller_type: 'adult', residency: 'non_resident', amount_usd: '300.00', amount_tzs: null },
        { traveller_type: 'child', residency: 'non_resident', amount_usd: '150.00', amount_tzs: null },
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
      balance_due_days: 60,
      details_due_days: 30,
      cancellation_tiers: [
        { days_before: 60, fee_percent: '30' },
        { days_before: 30, fee_percent: '50' },
        { days_before: 7, fee_percent: '100' },
      ],
      parks: [],
    },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  return tour;
}

const WORDS = {
  en: {
    prefix: '',
    book: (title: string) => `Book Now: ${title}`,
    dialog: (title: string) => `Book ${title}`,
    adults: 'More: Adults (16+)',
    children: 'More: Children (5-15)',
    deposit: /^Pay the deposit: US\$225\.00/,
    mobileMoney: /^Mobile money/,
    number: 'Mobile money number',
    confirm: 'Confirm & Pay',
    demoPhone: 'Open the demo phone',
    confirmed: 'Booking Confirmed!',
    depositPaid: 'Deposit paid',
    reminderSubject: /^Balance for booking .+ due on /,
    summary: 'Your booking',
    payBalance: 'Pay the balance',
    pay: /^Pay US\$/,
    paid: 'Paid',
  },
  sw: {
    prefix: '/sw',
    book: (title: string) => `Hifadhi safari: ${title}`,
    dialog: (title: string) => `Hifadhi ${title}`,
    adults: 'Ongeza: Watu wazima (miaka 16+)',
    children: 'Ongeza: Watoto (miaka 5-15)',
    deposit: /^Lipa amana: US\$ 225\.00/,
    mobileMoney: /^Pesa kwa simu/,
    number: 'Namba ya pesa kwa simu',
    confirm: 'Thibitisha na ulipe',
    demoPhone: 'Fungua simu ya majaribio',
    confirmed: 'Uhifadhi umethibitishwa!',
    depositPaid: 'Amana iliyolipwa',
    reminderSubject: /^Salio la uhifadhi .+ linadaiwa tarehe /,
    summary: 'Uhifadhi wako',
    payBalance: 'Lipa salio',
    pay: /^Lipa US\$/,
    paid: 'Umelipiwa',
  },
} as const;

for (const locale of ['en', 'sw'] as const) {
  test(`${locale}: two adults and a child book in the dialog, pay the deposit by mobile money, and pay the balance from the reminder's link`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[locale];
    const missing = collectMissingTexts(page);
    const tour = await tourWithTerms(request);
    const customer = await createCustomer(request, locale === 'sw' ? 'Zawadi Massawe' : 'Peter Njoroge');
    const auth = { Authorization: `Bearer ${customer.access}` };
    // The customer's language is the one their messages are written in (docs/i18n.md).
    const language = await request.put('/api/auth/locale/', { headers: auth, data: { locale } });
    expect(language.status()).toBe(204);
    await signInBrowser(page, customer);
    // A number of this spec's own (Airtel, 0688...), apart from the other specs' pushes.
    const phone = `0688${String((Date.now() + (locale === 'sw' ? 500_000 : 0)) % 1_000_000).padStart(6, '0')}`;

    await page.goto(`${words.prefix}/isml/tours/${tour.slug}`);
    await page.getByRole('button', { name: words.book(tour.title) }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog(tour.title) });
    await dialog.getByRole('button', { name: words.adults }).click();
    await dialog.getByRole('button', { name: words.children }).click();
    // 2 x 300 + 150; 30% now, the rest 60 days before departure.
    await expect(dialog.getByRole('radio', { name: words.deposit })).toBeChecked();
    await dialog.getByRole('radio', { name: words.mobileMoney }).check();
    await dialog.getByLabel(words.number).fill(phone);
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(page).toHaveURL(/\/pay\/mobile-money\/\d+/);
    await approveOnDemoPhone(page, context, words.demoPhone);

    await expect(page).toHaveURL(/\/booking-success\?/);
    await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible();
    await expect(page.getByText(words.depositPaid)).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const booking = (await (
      await request.get(`/api/tour-bookings/${orderId}/`, { headers: auth })
    ).json()) as {
      order_id: string;
      balance: string;
      balance_due_on: string;
      payment_state: string;
    };
    expect(booking).toMatchObject({
      payment_state: 'deposit_paid',
      balance: '525.00',
      balance_due_on: darDay(5),
    });
    await snap(page, `tour-terms-deposit-${locale}`);

    // The reminder, by SMS to the profile's phone and by e-mail, in the customer's language.
    const sms = await waitForSms('255712345678', 'tour_balance_soon', booking.order_id, 120_000);
    const link = /(https?:\/\/\S+\/dashboard\/bookings\/\d+)/.exec(sms)?.[1];
    expect(link, sms).toBeDefined();
    expect(new URL(link!).pathname).toBe(`${words.prefix}/dashboard/bookings/${orderId}`);
    const mail = await waitForEmail(customer.user.email, words.reminderSubject);
    expect(mail.subject).toContain(booking.order_id);
    expect(mail.text).toContain(link!);

    // The link opens the booking, where the balance is paid.
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { name: words.payBalance })).toBeVisible();
    await page.getByLabel(words.number).fill(phone);
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page).toHaveURL(/\/pay\/mobile-money\/\d+/);
    await approveOnDemoPhone(page, context, words.demoPhone);
    await expect(page).toHaveURL(/\/booking-success\?/);
    await page.goto(new URL(link!).pathname);
    const summary = page.getByRole('region', { name: words.summary });
    await expect(summary.getByText(words.paid, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.payBalance })).toHaveCount(0);
    await snap(page, `tour-terms-paid-${locale}`);
    expect(
      (await (await request.get(`/api/tour-bookings/${orderId}/`, { headers: auth })).json()).payment_state,
    ).toBe('paid');
    expect(missing).toEqual([]);
  });
}
