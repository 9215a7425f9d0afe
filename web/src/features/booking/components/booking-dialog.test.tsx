import { ORDER_ERROR_CODES, TOO_MANY_OPEN_BOOKINGS_MESSAGE } from '@shop/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder, makeUser, renderWithProviders } from '../../../test/render';
import { serveApi } from '../../../test/stub-server';
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

describe('BookingDialog', () => {
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
    expect(screen.getByText('$1,250.00', { selector: 'dd' })).toBeInTheDocument();

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
    expect(screen.getByText('$2,500.00', { selector: 'dd' })).toBeInTheDocument();
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

  it("shows the server's sold-out message as a Booking Error", async () => {
    serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: tourDetail(departures) }
        : {
            status: 409,
            data: { status: 409, code: 'sold_out', message: 'Only 1 seat is left on 2099-04-01.' },
          },
    );
    const redirect = vi.fn();
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
      user: makeUser(),
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm & Pay' }));

    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Only 1 seat is left on 2099-04-01.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('says in the dialog that unpaid bookings must be paid or cancelled first, with the way to them', async () => {
    serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: tourDetail(departures) }
        : {
            status: 409,
            data: {
              status: 409,
              code: ORDER_ERROR_CODES.tooManyOpenBookings,
              message: TOO_MANY_OPEN_BOOKINGS_MESSAGE,
            },
          },
    );
    const redirect = vi.fn();
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={redirect} />, {
      user: makeUser(),
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm & Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOO_MANY_OPEN_BOOKINGS_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#recent-orders',
    );
    expect(redirect).not.toHaveBeenCalled();
  });
});
