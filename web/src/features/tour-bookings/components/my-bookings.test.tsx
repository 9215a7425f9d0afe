import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTourBooking } from '#web/features/tour-bookings/test/make-tour-booking.ts';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { MyBookings } from './my-bookings';

describe('MyBookings', () => {
  it('leads to each booking with its state and what is due now, nothing due once cancelled', async () => {
    serveApi(() => ({
      status: 200,
      data: [
        makeTourBooking(),
        makeTourBooking({
          order: 52,
          order_id: 'IGS-XYZ789',
          payment_state: 'cancelled',
          amount_due: '0.00',
        }),
      ],
    }));
    renderWithProviders(<MyBookings />, { user: makeUser(), locale: 'sw' });

    const list = within(await screen.findByRole('list', { name: 'Safari nilizohifadhi' }));
    const [open, cancelled] = list.getAllByRole('link');
    expect(open).toHaveAttribute('href', '/dashboard/bookings/41');
    expect(open).toHaveTextContent('IGS-ABC123 · Jumanne, 16 Machi 2027');
    expect(open).toHaveTextContent('Amana imelipwa');
    expect(open).toHaveTextContent('Cha kulipa sasa: US$ 7,581.28');
    expect(cancelled).toHaveAttribute('href', '/dashboard/bookings/52');
    expect(cancelled).toHaveTextContent('Umeghairiwa');
    expect(cancelled).not.toHaveTextContent('Cha kulipa sasa');
  });
});
