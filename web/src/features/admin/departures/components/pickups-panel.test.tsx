import type { TourPickups } from '@shop/contract/departures';
import type { AdminTour } from '@shop/contract/tours';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { PickupsPanel } from './pickups-panel';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const tour: AdminTour = {
  id: 12,
  title: 'Serengeti Classic',
  slug: 'serengeti-classic',
  description: 'Five days on the plains',
  price: '1450.00',
  original_price: null,
  currency: 'USD',
  category: 4,
  category_name: 'Safari',
  image_url: null,
  duration: '5 days',
  difficulty_level: 'Easy',
  max_participants: 8,
  available_dates: ['2026-07-15'],
  highlights: [],
  is_featured: false,
  is_active: true,
  rating: 0,
  review_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  title_sw: 'Safari ya Serengeti',
  description_sw: null,
  duration_sw: null,
  highlights_sw: null,
  tax_code: 'A',
};

const pickups: TourPickups = {
  tour: 12,
  departs_at: '07:00',
  points: [
    {
      id: 5,
      tour: 12,
      name: 'Arusha Hotel',
      lat: -3.3725,
      lng: 36.6942,
      offset_minutes: -30,
      position: 1,
      is_active: false,
      time: '06:30',
    },
  ],
};

describe('PickupsPanel', () => {
  it("lists a tour's pickup points, saves its time, edits a point in place and deletes one", async () => {
    const server = serveApi((config) => {
      if (config.url === '/admin/tours/') return { status: 200, data: [tour] };
      if (config.method === 'delete') return { status: 204 };
      if (config.url === '/admin/pickup-points/5/') return { status: 200, data: pickups.points[0] };
      return { status: 200, data: pickups };
    });
    renderWithProviders(<PickupsPanel />, {
      user: admin,
      route: '/admin/dashboard?tab=departures&view=pickups',
    });
    await userEvent.selectOptions(
      await screen.findByLabelText('Tour'),
      await screen.findByRole('option', { name: 'Serengeti Classic' }),
    );
    const point = await screen.findByRole('listitem');
    expect(point).toHaveTextContent('06:30 · Arusha HotelHidden');
    expect(point).toHaveTextContent('-30 min from departure · -3.37250, 36.69420');

    await userEvent.click(screen.getByRole('button', { name: 'Save time' }));
    await waitFor(() =>
      expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
        url: '/admin/tours/12/departure-time/',
        body: { departs_at: '07:00' },
      }),
    );

    await userEvent.click(within(point).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Hotel or area')).toHaveValue('Arusha Hotel');
    expect(screen.getByLabelText('Offered to customers')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Hotel or area')).not.toBeInTheDocument());
    expect(server.sent.find((r) => r.url === '/admin/pickup-points/5/' && r.method === 'PUT')?.body).toEqual({
      name: 'Arusha Hotel',
      lat: -3.3725,
      lng: 36.6942,
      offset_minutes: -30,
      position: 1,
      is_active: false,
    });

    await userEvent.click(within(point).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.sent.some((r) => r.method === 'DELETE' && r.url === '/admin/pickup-points/5/')).toBe(
        true,
      ),
    );
  });
});
