import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTourBooking } from '#web/features/tour-bookings/test/make-tour-booking.ts';
import { setApiAdapter } from '#web/lib/api-adapter.ts';
import { Route, Routes } from '#web/lib/router/router.tsx';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { stubServer } from '#web/test/stub-server.ts';
import { TourBookingRoute } from './tour-booking';

afterEach(() => setApiAdapter(undefined));

/** /dashboard/bookings/41 with the booking and its receipts' links as the server answers them. */
function renderBooking(locale: 'en' | 'sw' = 'en') {
  const server = stubServer((config) =>
    config.url === '/receipts/order/41/links/'
      ? {
          status: 200,
          data: {
            links: [
              { id: 5, number: 17, token: 'p9-abcdefghijklmnopqrstuv' },
              { id: 8, number: 23, token: 'p12-ABCDEFGHIJKLMNOPQRSTUV' },
            ],
          },
        }
      : config.url === '/tour-bookings/41/'
        ? { status: 200, data: makeTourBooking({ order: 41 }) }
        : { status: 404 },
  );
  setApiAdapter(server.adapter);
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/bookings/:id" element={<TourBookingRoute />} />
    </Routes>,
    { user: makeUser(), route: '/dashboard/bookings/41', locale },
  );
  return server;
}

describe('TourBookingRoute', () => {
  it("links each payment's receipt, the deposit's and the balance's, as the order's dialog does", async () => {
    renderBooking();
    expect(await screen.findByRole('link', { name: 'Receipt No. 17' })).toHaveAttribute(
      'href',
      '/receipt/p9-abcdefghijklmnopqrstuv',
    );
    expect(screen.getByRole('link', { name: 'Receipt No. 23' })).toHaveAttribute(
      'href',
      '/receipt/p12-ABCDEFGHIJKLMNOPQRSTUV',
    );
    expect(screen.getByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
  });

  it('names them in Swahili on a Swahili page', async () => {
    renderBooking('sw');
    expect(await screen.findByRole('link', { name: 'Risiti Na. 17' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/receipt\/p9-abcdefghijklmnopqrstuv$/),
    );
    expect(screen.getByRole('heading', { name: 'Risiti' })).toBeInTheDocument();
  });
});
