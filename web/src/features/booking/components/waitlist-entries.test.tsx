import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { WaitlistEntries } from './waitlist-entries';

const detail = {
  id: 5,
  title: 'Crater Safari',
  price: '1250.00',
  currency: 'USD',
  max_participants: 6,
  slug: 'crater-safari',
  description: 'Two days in the crater.',
  original_price: null,
  category: 3,
  category_name: 'Nature',
  image_url: null,
  duration: '2 days',
  difficulty_level: 'Easy',
  available_dates: ['2099-03-01'],
  highlights: [],
  is_featured: true,
  is_active: true,
  rating: 0,
  review_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  reviews: [],
  // The offered seats are claimed: the date reads full to everyone.
  departures: [{ date: '2099-03-01', seats_left: 0 }],
};

/** The booking dialog's terms of a tour sold at one price (GET /api/tour-bookings/terms/{tour}/). */
const terms = {
  tour: 5,
  age_bands: [{ traveller_type: 'adult', min_age: 16, max_age: null }],
  offered: [{ traveller_type: 'adult', residency: 'non_resident' }],
  group_tiers: [],
  private_offered: false,
  deposit: {
    rule: 'none',
    percent: null,
    per_traveller_usd: null,
    per_traveller_tzs: null,
    per_booking_usd: null,
    per_booking_tzs: null,
  },
  balance_due_days: 0,
  cancellation_tiers: [],
};

const entry = { id: 3, tour: 5, tour_date: '2099-03-01', travellers: 2, position: 0 };

describe("the customer's tour waitlist entries", () => {
  it('shows a place in line, and an offer to book before it expires with the held seats bookable', async () => {
    serveApi((config) => ({ status: 200, data: config.url === '/tour-bookings/terms/5/' ? terms : detail }));
    renderWithProviders(
      <WaitlistEntries
        entries={[
          { ...entry, status: 'offered', offer_expires_at: '2099-02-01T10:00:00Z' },
          {
            ...entry,
            id: 4,
            tour_date: '2099-03-01',
            travellers: 5,
            status: 'waiting',
            position: 2,
            offer_expires_at: null,
          },
        ]}
      />,
      { user: makeUser() },
    );

    expect(
      await screen.findByText('Seats are held for you until 1 Feb 2099, 13:00: book them before then.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Number 2 in line: we will tell you when seats are free.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Crater Safari')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Book now: Crater Safari' }));
    const date = await screen.findByLabelText('Departure date');
    expect(date).toHaveValue('2099-03-01');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('2 seats left');
    // The offer's travellers come chosen, and no more can be added than the seats held.
    expect(screen.getByLabelText('Adults (16+)')).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'More: Adults (16+)' })).toBeDisabled();
  });
});

describe("the customer's tour waitlist entries in Swahili", () => {
  it('says until when the offered seats are held as Swahili writes a moment, in East Africa Time', async () => {
    serveApi(() => ({ status: 200, data: detail }));
    renderWithProviders(
      <WaitlistEntries
        entries={[{ ...entry, status: 'offered', offer_expires_at: '2099-02-01T10:00:00Z' }]}
      />,
      { user: makeUser(), locale: 'sw' },
    );
    expect(
      await screen.findByText(
        'Nafasi zimewekwa kwa ajili yako hadi Jumapili, 1 Februari 2099, 13:00: zihifadhi kabla ya hapo.',
      ),
    ).toBeInTheDocument();
  });
});
