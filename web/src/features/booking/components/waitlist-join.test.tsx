import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BookingDialog } from './booking-dialog';

const tour = {
  id: 5,
  title: 'Crater Safari',
  price: '1250.00',
  currency: 'USD' as const,
  max_participants: 6,
};

const detail = {
  ...tour,
  slug: 'crater-safari',
  description: 'Two days in the crater.',
  original_price: null,
  category: 3,
  category_name: 'Nature',
  image_url: null,
  duration: '2 days',
  difficulty_level: 'Easy',
  available_dates: ['2099-03-01', '2099-04-01'],
  highlights: [],
  is_featured: true,
  is_active: true,
  rating: 0,
  review_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  reviews: [],
  departures: [
    { date: '2099-03-01', seats_left: 0 },
    { date: '2099-04-01', seats_left: 3 },
  ],
};

describe('the waitlist of a full departure, in the booking dialog', () => {
  it('takes a place in line for the travellers on a full date, and says it in Swahili', async () => {
    const server = serveApi((config) =>
      config.method === 'get'
        ? { status: 200, data: detail }
        : {
            status: 201,
            data: {
              id: 3,
              tour: 5,
              tour_date: '2099-03-01',
              travellers: 4,
              status: 'waiting',
              position: 2,
              offer_expires_at: null,
            },
          },
    );
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Tarehe imejaa? Jiunge na orodha ya kusubiri' }),
    );
    const form = screen.getByRole('form', { name: 'Jiunge na orodha ya kusubiri' });
    // Only the full date is offered.
    const date = screen.getByLabelText('Safari iliyojaa');
    expect(date).toHaveValue('2099-03-01');
    expect(date.querySelectorAll('option')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Wasafiri'));
    await user.type(screen.getByLabelText('Wasafiri'), '4');
    await user.click(form.querySelector('button[type="submit"]')!);

    expect(await screen.findByRole('status')).toHaveTextContent('Wewe ni wa 2 kwenye foleni kwa wasafiri 4.');
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/tour-waitlist/',
        body: { tour: 5, tour_date: '2099-03-01', travellers: 4 },
      }),
    ]);
  });

  it('refuses more travellers than the tour takes, without asking the server', async () => {
    const server = serveApi(() => ({ status: 200, data: detail }));
    renderWithProviders(<BookingDialog tour={tour} open onOpenChange={() => {}} redirect={() => {}} />, {
      user: makeUser(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Date full? Join the waitlist' }));
    await user.clear(screen.getByLabelText('Travellers'));
    await user.type(screen.getByLabelText('Travellers'), '7');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByLabelText('Travellers')).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
