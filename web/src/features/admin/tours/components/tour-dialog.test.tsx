import type { AdminTour } from '@shop/contract/tours';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi, validationError } from '#web/test/stub-server.ts';
import { TourForm } from './tour-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
const categories = [{ id: 4, name: 'Safari' }];

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

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('TourForm', () => {
  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<TourForm tour={null} categories={categories} onDone={() => {}} />, { user: admin });
    await userEvent.type(
      screen.getByLabelText('Available dates (comma-separated, YYYY-MM-DD)'),
      '2026-13-01',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Tour' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Max participants must be a whole number of at least 1')).toBeInTheDocument();
    expect(screen.getByText('"2026-13-01" is not a date like 2026-07-15')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it("puts the server's field errors on the matching inputs", async () => {
    const server = serveApi(() =>
      validationError('Some fields are invalid', { category: ['No such category'] }),
    );
    renderWithProviders(<TourForm tour={tour} categories={categories} onDone={() => {}} />, { user: admin });
    await userEvent.selectOptions(screen.getByLabelText('Tax code (VAT)'), 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/tours/12/',
      body: {
        title: 'Serengeti Classic',
        available_dates: ['2026-07-15'],
        max_participants: 8,
        tax_code: 'E',
      },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('No such category'),
    );
    expect(await screen.findByText('Some fields are invalid')).toBeInTheDocument();
  });

  it('sends the Swahili title, duration and description beside the English ones', async () => {
    const server = serveApi(() => ({ status: 200, data: tour }));
    renderWithProviders(<TourForm tour={tour} categories={categories} onDone={() => {}} />, { user: admin });
    expect(screen.getByLabelText('Swahili title')).toHaveValue('Safari ya Serengeti');
    await userEvent.type(screen.getByLabelText('Swahili duration'), 'Siku 5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.body).toMatchObject({
      title: 'Serengeti Classic',
      title_sw: 'Safari ya Serengeti',
      duration_sw: 'Siku 5',
      description_sw: null,
    });
  });
});
