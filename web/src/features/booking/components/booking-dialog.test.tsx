import type { Locale } from '@shop/contract/locale';
import { MAX_OPEN_BOOKINGS, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { refusalMessage } from '@shop/contract/refusals';
import {
  BookedTour,
  TourPublicTerms,
  TourQuote,
  type TourQuoteBody,
  type TravellerType,
} from '@shop/contract/tour-terms';
import { TourDetail } from '@shop/contract/tours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { BookingDialog } from './booking-dialog';

const tour = {
  id: 5,
  title: 'Classic Safari',
  price: '4200.00',
  currency: 'USD' as const,
  max_participants: 12,
};

const departures = [
  { date: '2020-01-01', seats_left: 6 },
  { date: '2099-03-01', seats_left: 0 },
  { date: '2099-04-01', seats_left: 3 },
];

const detail = TourDetail.parse({
  ...tour,
  slug: 'classic-safari',
  description: 'Eight days in the north.',
  original_price: null,
  category: 3,
  category_name: 'Nature',
  image_url: null,
  duration: '8 days',
  difficulty_level: 'Easy',
  available_dates: departures.map((d) => d.date),
  highlights: [],
  is_featured: true,
  is_active: true,
  rating: 0,
  review_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  reviews: [],
  departures,
});

/** The demo Classic Safari's terms as the server answers them (server/src/db/seed/tour-terms.ts). */
const terms = TourPublicTerms.parse({
  tour: 5,
  age_bands: [
    { traveller_type: 'adult', min_age: 16, max_age: null },
    { traveller_type: 'child', min_age: 5, max_age: 15 },
    { traveller_type: 'infant', min_age: 0, max_age: 4 },
  ],
  offered: ['non_resident', 'resident', 'citizen'].flatMap((residency) =>
    ['adult', 'child', 'infant'].map((traveller_type) => ({ traveller_type, residency })),
  ),
  group_tiers: [{ min_travellers: 4, price_percent: '95' }],
  private_offered: true,
  deposit: {
    rule: 'percent',
    percent: '30',
    per_traveller_usd: null,
    per_traveller_tzs: null,
    per_booking_usd: null,
    per_booking_tzs: null,
  },
  balance_due_days: 60,
  cancellation_tiers: [
    { days_before: 60, fee_percent: '30' },
    { days_before: 30, fee_percent: '50' },
    { days_before: 7, fee_percent: '100' },
  ],
});

const PRICES: Record<TravellerType, number> = { adult: 420_000, child: 210_000, infant: 0 };
const money = (cents: number) => (cents / 100).toFixed(2);

/** A quote as the server would price `body` (per-person prices, Serengeti's adult fee for 2 days, VAT, 30% deposit). */
function quoteFor(body: TourQuoteBody) {
  const lines = body.travellers.map((t) => ({
    kind: 'traveller',
    label: '',
    traveller_type: t.traveller_type,
    residency: t.residency,
    park_name: null,
    season: null,
    quantity: t.count,
    unit_amount: money(PRICES[t.traveller_type]),
    amount: money(PRICES[t.traveller_type] * t.count),
  }));
  const adults = body.travellers.filter((t) => t.traveller_type === 'adult').reduce((n, t) => n + t.count, 0);
  const fee = adults * 2 * 7000;
  const extra = [
    {
      kind: 'park_fee',
      park_name: 'Serengeti National Park',
      traveller_type: 'adult',
      quantity: adults * 2,
      unit: 7000,
      amount: fee,
    },
    { kind: 'vat', park_name: null, traveller_type: null, quantity: 1, unit: fee * 0.18, amount: fee * 0.18 },
    ...(body.discount_code
      ? [
          {
            kind: 'discount',
            park_name: null,
            traveller_type: null,
            quantity: 1,
            unit: -10_000,
            amount: -10_000,
          },
        ]
      : []),
  ].map(({ unit, amount, ...line }) => ({
    ...line,
    label: '',
    residency: line.traveller_type ? 'non_resident' : null,
    season: null,
    unit_amount: unit < 0 ? `-${money(-unit)}` : money(unit),
    amount: amount < 0 ? `-${money(-amount)}` : money(amount),
  }));
  const total = [...lines, ...extra].reduce((n, l) => n + Math.round(Number(l.amount) * 100), 0);
  const deposit = Math.round(total * 0.3);
  return TourQuote.parse({
    tour: 5,
    tour_date: body.tour_date,
    currency: 'USD',
    season: null,
    lines: [...lines, ...extra],
    total: money(total),
    due_now: money(deposit),
    deposit: money(deposit),
    balance: money(total - deposit),
    balance_due_on: '2099-01-31',
    details_due_on: '2099-03-02',
    deposit_offered: true,
    cancellation_tiers: terms.cancellation_tiers,
    seats_left: 3,
    discount_code: body.discount_code ?? null,
  });
}

const order = makeOrder({
  total_amount: '10830.40',
  payment_method: 'demo',
  payment_status: 'pending',
  status: 'pending',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  paid_at: null,
});

function booked(body: TourQuoteBody) {
  const quote = quoteFor(body);
  return BookedTour.parse({
    order,
    booking: {
      order: order.id,
      order_id: order.order_id,
      tour: 5,
      tour_title: tour.title,
      tour_date: quote.tour_date,
      currency: 'USD',
      private: false,
      lines: quote.lines,
      total: quote.total,
      deposit: quote.deposit,
      balance: quote.balance,
      amount_paid: '0.00',
      amount_due: quote.deposit,
      payment_state: 'unpaid',
      balance_due_on: quote.balance_due_on,
      balance_overdue: false,
      details_due_on: quote.details_due_on,
      details_missing: 3,
      cancellation_tiers: quote.cancellation_tiers,
      travellers: [],
      has_terms: true,
      cancellation: null,
    },
  });
}

type Handler = (config: InternalAxiosRequestConfig) => StubAnswer | undefined;

/** The tour, its terms and quotes as the server answers them; `then` answers the rest (the booking, payments). */
function serveBooking(then: Handler = () => ({ status: 500 })) {
  return serveApi((config) => {
    // A Swahili page reads the tour with ?lang=sw.
    if (config.url?.split('?')[0] === '/igsum/tours/5/') return { status: 200, data: detail };
    if (config.url === '/tour-bookings/terms/5/') return { status: 200, data: terms };
    if (config.url === '/payments/mobile-money/rate/')
      return { status: 200, data: { usd_to_tzs_rate: '2590.00' } };
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    if (config.url === '/tour-bookings/quote/') {
      if (body.discount_code === 'NOPE') {
        const message = refusalMessage('discountUnknown', {});
        return {
          status: 409,
          data: { status: 409, code: 'discount_unknown', message, fields: { discount_code: [message] } },
        };
      }
      return { status: 200, data: quoteFor(body) };
    }
    return then(config) ?? { status: 500 };
  });
}

function renderDialog({
  locale = 'en',
  redirect = vi.fn(),
}: {
  locale?: Locale;
  redirect?: () => void;
} = {}) {
  renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
    user: makeUser(),
    locale,
  });
  return redirect;
}

const posts = (server: ReturnType<typeof serveApi>) => server.sent.filter((r) => r.method === 'POST');
const quoteBodies = (server: ReturnType<typeof serveApi>) =>
  posts(server)
    .filter((r) => r.url === '/tour-bookings/quote/')
    .map((r) => r.body as TourQuoteBody);

/** The price has settled: the button is on once the quote of the travellers as they stand is in. */
const priced = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled());

describe('BookingDialog', () => {
  it('reads in Swahili: dates, travellers with their ages, residency, the price, terms and buttons', async () => {
    serveBooking();
    renderDialog({ locale: 'sw' });

    await screen.findByLabelText('Tarehe ya kuondoka');
    expect(screen.getByRole('heading', { name: 'Hifadhi Classic Safari' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /Jumapili, 1 Machi 2099 · Zimejaa/ })).toHaveLength(1);
    expect(screen.getByLabelText('Ukaazi')).toHaveDisplayValue('Asiye mkazi');
    expect(screen.getByLabelText('Watu wazima (miaka 16+)')).toHaveValue(1);
    expect(screen.getByLabelText('Watoto (miaka 5-15)')).toHaveValue(0);
    expect(screen.getByLabelText('Watoto wachanga (chini ya miaka 5)')).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Ongeza wasafiri wa ukaazi mwingine' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thibitisha na ulipe' })).toBeEnabled());
    expect(screen.getByText('Watu wazima · Asiye mkazi')).toBeInTheDocument();
    expect(screen.getByText(/^Lipa amana: US\$/)).toBeInTheDocument();
    expect(
      screen.getByText('Ukighairi siku 60 au zaidi kabla ya kuondoka: 30% ya jumla'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chini ya siku 30 kabla: 100% ya jumla')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });

  it('hides past dates, disables sold-out ones and stops adding travellers at the seats left', async () => {
    serveBooking();
    renderDialog();

    const date = await screen.findByLabelText('Departure date');
    const options = within(date).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toBeDisabled();
    expect(options[0]).toHaveTextContent('Sold out');
    expect(date).toHaveValue('2099-04-01');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More: Adults (16+)' }));
    await user.click(screen.getByRole('button', { name: 'More: Children (5-15)' }));
    expect(screen.getByRole('button', { name: 'More: Adults (16+)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More: Infants (under 5)' })).toBeDisabled();
    expect(screen.getByText('Between 1 and 3 travellers on this date.')).toHaveClass('text-muted');
  });

  it('books 2 adults and a child (non-resident), shows the lines, deposit, balance and terms, and pays the deposit at checkout', async () => {
    const server = serveBooking((config) => {
      if (config.url === '/tour-bookings/')
        return { status: 201, data: booked(JSON.parse(config.data as string)) };
      if (config.url === '/payments/checkout/')
        return {
          status: 201,
          data: { session_id: 'demo_cs_1', url: '/api/payments/demo/demo_cs_1/', provider: 'demo' },
        };
      return undefined;
    });
    const redirect = renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More: Adults (16+)' }));
    await user.click(screen.getByRole('button', { name: 'More: Children (5-15)' }));
    await priced();

    // 8,400 + 2,100 + park fees 280 + VAT 50.40 = 10,830.40; 30% deposit 3,249.12.
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('Adults · Non-resident')).toBeInTheDocument();
    expect(within(price).getByText('2 × US$4,200.00')).toBeInTheDocument();
    expect(within(price).getByText('Serengeti National Park: Adults · Non-resident')).toBeInTheDocument();
    expect(within(price).getByText('VAT 18% on park fees')).toBeInTheDocument();
    expect(within(price).getByText('US$10,830.40')).toBeInTheDocument();
    expect(within(price).getByText('Balance, due by 31 Jan 2099')).toBeInTheDocument();
    expect(within(price).getByText('US$7,581.28')).toBeInTheDocument();
    expect(within(price).getByRole('radio', { name: /Pay the deposit: US\$3,249\.12/ })).toBeChecked();
    expect(screen.getByText('Cancel 60 days or more before departure: 30% of the total')).toBeInTheDocument();
    expect(screen.getByText('30 to 59 days before: 50% of the total')).toBeInTheDocument();
    expect(quoteBodies(server).at(-1)).toEqual({
      tour: 5,
      tour_date: '2099-04-01',
      travellers: [
        { traveller_type: 'adult', residency: 'non_resident', count: 2 },
        { traveller_type: 'child', residency: 'non_resident', count: 1 },
      ],
      private: false,
      pay_in_full: false,
    });

    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('Processing Booking')).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/payments/demo/demo_cs_1/'));
    const [booking, checkout] = posts(server).filter((r) => r.url !== '/tour-bookings/quote/');
    expect(booking).toMatchObject({
      url: '/tour-bookings/',
      body: {
        tour: 5,
        tour_date: '2099-04-01',
        travellers: [
          { traveller_type: 'adult', residency: 'non_resident', count: 2 },
          { traveller_type: 'child', residency: 'non_resident', count: 1 },
        ],
        pay_in_full: false,
        private: false,
        marketing_sms: false,
        marketing_email: false,
      },
    });
    expect(checkout).toMatchObject({ url: '/payments/checkout/', body: { order_id: 41 } });
  });

  it('asks mobile money for what is due now: the deposit, or everything when chosen', async () => {
    const server = serveBooking((config) => {
      if (config.url === '/tour-bookings/')
        return { status: 201, data: booked(JSON.parse(config.data as string)) };
      if (config.url === '/payments/mobile-money/')
        return {
          status: 201,
          data: {
            id: 9,
            order_id: order.id,
            status: 'pending',
            operator: 'mpesa',
            phone: '2557******56',
            amount_tzs: '3650000.00',
            rate: '2590.00',
            order_currency: 'USD',
            order_total: '1409.52',
            failure_reason: null,
            expires_at: '2099-01-01T00:05:00Z',
            created_at: '2099-01-01T00:00:00Z',
            demo_phone_url: null,
          },
        };
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/isml"
          element={<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />}
        />
        <Route path="/pay/mobile-money/:attemptId" element={<p>Waiting screen</p>} />
      </Routes>,
      { user: makeUser(), route: '/isml' },
    );
    const user = userEvent.setup();
    await priced();
    await user.click(screen.getByRole('radio', { name: /^Mobile money/ }));
    // One adult: 4,200 + 140 + 25.20 = 4,365.20; deposit 1,309.56 = TSh 3,391,760 at 2,590.
    expect(await screen.findByText("US$1,309.56 = TSh 3,391,760 at today's rate")).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Pay everything/ }));
    expect(await screen.findByText("US$4,365.20 = TSh 11,305,868 at today's rate")).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile money number'), '0754 123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('Waiting screen')).toBeInTheDocument();
    const [booking, push] = posts(server).filter((r) => r.url !== '/tour-bookings/quote/');
    expect(booking).toMatchObject({ url: '/tour-bookings/', body: { pay_in_full: true } });
    expect(push).toMatchObject({
      url: '/payments/mobile-money/',
      body: { order_id: 41, phone: '255754123456' },
    });
  });

  it('prices a mixed group: travellers of another residency are a group of their own', async () => {
    const server = serveBooking();
    renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add travellers of another residency' }));
    const residencies = screen.getAllByLabelText('Residency');
    expect(residencies[1]).toHaveDisplayValue('Resident of Tanzania');
    await user.selectOptions(residencies[1]!, 'East African citizen');
    await user.click(screen.getAllByRole('button', { name: 'More: Adults (16+)' })[1]!);
    await priced();
    expect(quoteBodies(server).at(-1)?.travellers).toEqual([
      { traveller_type: 'adult', residency: 'non_resident', count: 1 },
      { traveller_type: 'adult', residency: 'citizen', count: 1 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove the travellers: East African citizen' }));
    expect(screen.getAllByLabelText('Residency')).toHaveLength(1);
  });

  it('applies a discount code to the quote, and says beside it why the server refused one', async () => {
    const server = serveBooking();
    renderDialog();
    const user = userEvent.setup();
    await priced();
    await user.type(screen.getByLabelText('Discount code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusalMessage('discountUnknown', {}));
    // Priced again without it (the quote without a code was asked first).
    await priced();
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'safari10{Enter}');
    expect(await screen.findByText('Discount (SAFARI10)')).toBeInTheDocument();
    expect(screen.getByText('-US$100.00')).toBeInTheDocument();
    expect(quoteBodies(server).at(-1)?.discount_code).toBe('SAFARI10');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it("shows the server's sold-out message as a Booking Error", async () => {
    serveBooking((config) =>
      config.url === '/tour-bookings/'
        ? {
            status: 409,
            data: { status: 409, code: 'sold_out', message: 'Only 1 seat is left on 2099-04-01.' },
          }
        : undefined,
    );
    const redirect = renderDialog();
    await priced();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Only 1 seat is left on 2099-04-01.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("says a full departure in the page's language, its day written as the page writes dates", async () => {
    const reason = { name: 'seatsLeft', params: { count: 1, date: '2099-04-01' } } as const;
    serveBooking((config) =>
      config.url === '/tour-bookings/'
        ? {
            status: 409,
            data: {
              status: 409,
              code: 'sold_out',
              message: refusalMessage(reason.name, reason.params),
              reason,
            },
          }
        : undefined,
    );
    renderDialog({ locale: 'sw' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Thibitisha na ulipe' })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thibitisha na ulipe' }));

    expect(await screen.findByText('Nafasi 1 tu imebaki tarehe Jumatano, 1 Aprili 2099')).toBeInTheDocument();
  });

  it('says in the dialog that unpaid bookings must be paid or cancelled first, with the way to them', async () => {
    const message = refusalMessage('tooManyOpenBookings', { count: MAX_OPEN_BOOKINGS });
    serveBooking((config) =>
      config.url === '/tour-bookings/'
        ? {
            status: 409,
            data: {
              status: 409,
              code: ORDER_ERROR_CODES.tooManyOpenBookings,
              message,
              reason: { name: 'tooManyOpenBookings', params: { count: MAX_OPEN_BOOKINGS } },
            },
          }
        : undefined,
    );
    const redirect = renderDialog();
    await priced();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#recent-orders',
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('asks for SMS and e-mail offers apart, unticked, and the booking carries each answer', async () => {
    const server = serveBooking();
    renderDialog();
    const user = userEvent.setup();

    const sms = await screen.findByRole('checkbox', { name: /offers from IGSUM\/FURSA by SMS\. Reply STOP/ });
    const email = screen.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by e-mail/ });
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();
    await user.click(email);
    await priced();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    await waitFor(() => expect(posts(server).some((r) => r.url === '/tour-bookings/')).toBe(true));
    expect(posts(server).find((r) => r.url === '/tour-bookings/')).toMatchObject({
      body: { tour: 5, marketing_sms: false, marketing_email: true },
    });
  });

  it("carries a business customer's TIN and VRN, each checked on its own field", async () => {
    const server = serveBooking();
    renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Business invoice (optional)'));
    await user.type(screen.getByLabelText('Company TIN'), '1234');
    await priced();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('A TIN is 9 digits, e.g. 123-456-789')).toBeInTheDocument();
    expect(posts(server).some((r) => r.url === '/tour-bookings/')).toBe(false);

    await user.type(screen.getByLabelText('Company TIN'), '56789');
    await user.type(screen.getByLabelText('VRN (VAT-registered only)'), '40-012345-k');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() => expect(posts(server).some((r) => r.url === '/tour-bookings/')).toBe(true));
    expect(posts(server).find((r) => r.url === '/tour-bookings/')).toMatchObject({
      body: { tour: 5, customer_tin: '123456789', customer_vrn: '40012345K' },
    });
  });

  it('offers the tour’s pickup points and sets the one chosen once the booking is made (docs/departures.md)', async () => {
    const points = {
      tour: 5,
      departs_at: '07:00',
      points: [
        {
          id: 71,
          tour: 5,
          name: 'Arusha Coffee Lodge',
          lat: -3.37,
          lng: 36.63,
          offset_minutes: -45,
          position: 1,
          is_active: true,
          time: '06:15',
        },
        {
          id: 72,
          tour: 5,
          name: 'Mount Meru Hotel',
          lat: -3.38,
          lng: 36.7,
          offset_minutes: -20,
          position: 2,
          is_active: true,
          time: '06:40',
        },
      ],
    };
    const server = serveBooking((config) => {
      if (config.url === '/igsum/tours/5/pickup-points/') return { status: 200, data: points };
      if (config.url === '/tour-bookings/')
        return { status: 201, data: booked(JSON.parse(config.data as string)) };
      if (config.url === `/tour-bookings/${order.id}/pickup/`)
        return {
          status: 200,
          data: { order: order.id, departs_at: '07:00', chosen: points.points[1], options: points.points },
        };
      if (config.url === '/payments/checkout/')
        return {
          status: 201,
          data: { session_id: 'demo_cs_2', url: '/api/payments/demo/demo_cs_2/', provider: 'demo' },
        };
      return undefined;
    });
    const redirect = renderDialog();
    const user = userEvent.setup();
    const pickup = await screen.findByLabelText('Pickup point');
    expect(
      within(pickup)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose later', '06:15 · Arusha Coffee Lodge', '06:40 · Mount Meru Hotel']);
    await user.selectOptions(pickup, '72');
    await priced();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/payments/demo/demo_cs_2/'));
    const sent = server.sent.filter((r) => r.method !== 'GET' && r.url !== '/tour-bookings/quote/');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /tour-bookings/',
      `PUT /tour-bookings/${order.id}/pickup/`,
      'POST /payments/checkout/',
    ]);
    // The booking's body is the contract's, without the pickup; the pickup goes on its own.
    expect(sent[0]!.body).not.toHaveProperty('pickup_point');
    expect(sent[1]!.body).toEqual({ pickup_point: 72 });
  });
});
