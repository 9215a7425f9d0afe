import { MAX_OPEN_BOOKINGS, ORDER_ERROR_CODES } from '@shop/contract/orders';
import { refusalMessage } from '@shop/contract/refusals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BookingDialog } from './booking-dialog';

const tour = {
  id: 5,
  title: 'Crater Safari',
  price: '1250.00',
  currency: 'USD' as const,
  max_participants: 6,
};

function tourDetail(departures: { date: string; seats_left: number }[]) {
  return {
    ...tour,
    slug: 'crater-safari',
    description: 'Two days in the crater.',
    original_price: null,
    category: 3,
    category_name: 'Nature',
    image_url: null,
    duration: '2 days',
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
  };
}

const order = makeOrder({
  total_amount: '2500.00',
  payment_method: 'demo',
  payment_status: 'pending',
  status: 'pending',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  paid_at: null,
});

const departures = [
  { date: '2020-01-01', seats_left: 6 },
  { date: '2099-03-01', seats_left: 0 },
  { date: '2099-04-01', seats_left: 3 },
];

/** The tour and its dates on a read; a 409 with `body` on the booking. */
function serveRefusal(body: { code: string; message: string; reason?: { name: string; params: object } }) {
  serveApi((config) =>
    config.method === 'get'
      ? { status: 200, data: tourDetail(departures) }
      : { status: 409, data: { status: 409, ...body } },
  );
}

const CAP_MESSAGE = refusalMessage('tooManyOpenBookings', { count: MAX_OPEN_BOOKINGS });

describe('BookingDialog', () => {
  it('reads in Swahili on a Swahili page: dates, seats, amounts and buttons', async () => {
    serveApi(() => ({ status: 200, data: tourDetail(departures) }));
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });

    await screen.findByLabelText('Tarehe ya kuondoka');
    expect(screen.getByRole('heading', { name: 'Hifadhi Crater Safari' })).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Jumapili, 1 Machi 2099 · Zimejaa');
    expect(options[1]).toHaveTextContent('Jumatano, 1 Aprili 2099 · Nafasi 3 zimebaki');
    expect(screen.getByLabelText('Idadi ya wasafiri')).toHaveValue(1);
    expect(screen.getByText('US$ 1,250.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thibitisha na ulipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });

  it('hides past dates, disables sold-out ones and caps travellers at the seats left', async () => {
    serveApi(() => ({ status: 200, data: tourDetail(departures) }));
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
    });

    const date = await screen.findByLabelText('Departure date');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toBeDisabled();
    expect(options[0]).toHaveTextContent('Sold out');
    expect(date).toHaveValue('2099-04-01');
    expect(screen.getByLabelText('Participants')).toHaveAttribute('max', '3');
    expect(screen.getByLabelText('Participants')).toHaveValue(1);
    expect(screen.getByText('US$1,250.00', { selector: 'dd' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Participants'));
    await user.type(screen.getByLabelText('Participants'), '4');
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeDisabled();
  });

  it('creates the order, opens the checkout and sends the browser to it', async () => {
    const server = serveApi((config) => {
      if (config.method === 'get') return { status: 200, data: tourDetail(departures) };
      if (config.url === '/orders/') return { status: 201, data: order };
      return {
        status: 201,
        data: { session_id: 'demo_cs_1', url: '/api/payments/demo/demo_cs_1/', provider: 'demo' },
      };
    });
    const redirect = vi.fn();
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
      user: makeUser(),
    });

    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Participants'));
    await user.type(screen.getByLabelText('Participants'), '2');
    expect(screen.getByText('US$2,500.00', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText('Processing Booking')).toBeInTheDocument();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/payments/demo/demo_cs_1/'));
    const posts = server.sent.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({
      url: '/orders/',
      body: { order_type: 'igsum', tour: 5, tour_date: '2099-04-01', participants: 2 },
    });
    expect(posts[1]).toMatchObject({ url: '/payments/checkout/', body: { order_id: 41 } });
  });

  it("shows both amounts at today's rate for mobile money, checks the number and pushes to it", async () => {
    const server = serveApi((config) => {
      if (config.url === '/payments/mobile-money/rate/')
        return { status: 200, data: { usd_to_tzs_rate: '2590.00' } };
      if (config.method === 'get') return { status: 200, data: tourDetail(departures) };
      if (config.url === '/orders/') return { status: 201, data: order };
      return {
        status: 201,
        data: {
          id: 9,
          order_id: order.id,
          status: 'pending',
          operator: 'mpesa',
          phone: '2557******56',
          amount_tzs: '6475000.00',
          rate: '2590.00',
          order_currency: 'USD',
          order_total: '2500.00',
          failure_reason: null,
          expires_at: '2099-01-01T00:05:00Z',
          created_at: '2099-01-01T00:00:00Z',
          demo_phone_url: null,
        },
      };
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
    await user.clear(await screen.findByLabelText('Participants'));
    await user.type(screen.getByLabelText('Participants'), '2');
    await user.click(screen.getByRole('radio', { name: /^Mobile money/ }));
    // Before paying: the USD total and what the phone will be asked for (1,250 x 2 x 2,590).
    expect(await screen.findByText("US$2,500.00 = TSh 6,475,000 at today's rate")).toBeInTheDocument();

    const phone = screen.getByLabelText('Mobile money number');
    await user.type(phone, '0222 123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText(/That is a landline number: enter a mobile number/)).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0754 123 456');
    expect(screen.getByText('Operator: Vodacom M-Pesa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText('Waiting screen')).toBeInTheDocument();
    const posts = server.sent.filter((r) => r.method === 'POST');
    expect(posts[0]).toMatchObject({ url: '/orders/', body: { tour: 5, participants: 2 } });
    expect(posts[1]).toMatchObject({
      url: '/payments/mobile-money/',
      body: { order_id: 41, phone: '255754123456' },
    });
  });

  it("shows the server's sold-out message as a Booking Error", async () => {
    serveRefusal({ code: 'sold_out', message: 'Only 1 seat is left on 2099-04-01.' });
    const redirect = vi.fn();
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
      user: makeUser(),
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Only 1 seat is left on 2099-04-01.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("says a full departure in the page's language, its day written as the page writes dates", async () => {
    const reason = { name: 'seatsLeft', params: { count: 1, date: '2099-04-01' } } as const;
    serveRefusal({ code: 'sold_out', message: refusalMessage(reason.name, reason.params), reason });
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Thibitisha na ulipe' }));

    expect(await screen.findByText('Nafasi 1 tu imebaki tarehe Jumatano, 1 Aprili 2099')).toBeInTheDocument();
  });

  it('says in the dialog that unpaid bookings must be paid or cancelled first, with the way to them', async () => {
    serveRefusal({
      code: ORDER_ERROR_CODES.tooManyOpenBookings,
      message: CAP_MESSAGE,
      reason: { name: 'tooManyOpenBookings', params: { count: MAX_OPEN_BOOKINGS } },
    });
    const redirect = vi.fn();
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
      user: makeUser(),
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm & Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CAP_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#recent-orders',
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('asks for SMS and e-mail offers apart, unticked, and the booking carries each answer', async () => {
    const server = serveApi((config) =>
      config.method === 'get' ? { status: 200, data: tourDetail(departures) } : { status: 500 },
    );
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
    });
    const user = userEvent.setup();

    const sms = await screen.findByRole('checkbox', { name: /offers from IGSUM\/FURSA by SMS\. Reply STOP/ });
    const email = screen.getByRole('checkbox', { name: /offers from IGSUM\/FURSA by e-mail/ });
    expect(sms).not.toBeChecked();
    expect(email).not.toBeChecked();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    await waitFor(() => expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/orders/',
      body: { order_type: 'igsum', tour: 5, marketing_sms: false, marketing_email: true },
    });
  });
});
