import { TourBooking } from '@shop/contract/tour-terms';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BookingConfirmation } from './booking-confirmation';

/** A booking whose deposit is paid: confirmed, its order pending until the balance (docs/tours-pricing.md). */
const booking = TourBooking.parse({
  order: 41,
  order_id: 'IGS-ABC123',
  tour: 5,
  tour_title: 'Classic Safari',
  tour_date: '2099-04-01',
  currency: 'USD',
  private: false,
  lines: [],
  total: '11072.54',
  deposit: '3321.76',
  balance: '7750.78',
  amount_paid: '3321.76',
  amount_due: '7750.78',
  payment_state: 'deposit_paid',
  balance_due_on: '2099-01-31',
  balance_overdue: false,
  details_due_on: '2099-03-02',
  details_missing: 3,
  cancellation_tiers: [],
  travellers: [],
  has_terms: true,
  cancellation: null,
});

it('says a paid deposit confirmed the booking, with the balance and its due day', async () => {
  const order = makeOrder({ total_amount: '11072.54', payment_status: 'pending', status: 'confirmed' });
  serveApi((config) => ({ status: 200, data: config.url === '/tour-bookings/41/' ? booking : order }));
  renderWithProviders(<BookingConfirmation orderId="41" sessionId={null} tourName={null} />, {
    user: makeUser(),
  });

  const region = within(await screen.findByRole('region', { name: 'Booking Confirmed!' }));
  const fact = (label: string) => region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(await region.findByText('Deposit paid')).toBeInTheDocument();
  expect(fact('Deposit paid')).toBe('US$3,321.76');
  expect(fact('Balance, due by 31 Jan 2099')).toBe('US$7,750.78');
  expect(region.getByText(/Your deposit has been received/)).toBeInTheDocument();
});
