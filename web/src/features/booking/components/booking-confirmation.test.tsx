import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BookingConfirmation } from './booking-confirmation';

/** The value beside `label` in the confirmation's facts. */
function fact(label: string) {
  const region = within(screen.getByRole('region', { name: 'Booking Confirmed!' }));
  return region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('BookingConfirmation', () => {
  it('shows the shillings a tour paid by mobile money was charged, beside its USD total', async () => {
    const order = makeOrder({
      total_amount: '1450.00',
      payment_method: 'demo',
      payment: { method: 'mobile_money', demo: false, amount: '3755500.00', currency: 'TZS' },
    });
    serveApi(() => ({ status: 200, data: order }));
    renderWithProviders(<BookingConfirmation orderId="41" sessionId={null} tourName={null} />, {
      user: makeUser(),
    });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(fact('Total')).toBe('US$1,450.00');
    expect(fact('Amount paid')).toBe('TSh 3,755,500');
    expect(fact('Payment')).toBe('Paid · Mobile money');
  });

  it('adds no second amount when the card paid the total in its own currency', async () => {
    serveApi(() => ({ status: 200, data: makeOrder() }));
    renderWithProviders(<BookingConfirmation orderId="41" sessionId={null} tourName={null} />, {
      user: makeUser(),
    });

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText('Amount paid')).not.toBeInTheDocument();
    expect(fact('Payment')).toBe('Paid · Card');
  });

  it("leads to the booking's own page, where its balance is paid and its travellers entered", async () => {
    serveApi(() => ({ status: 200, data: makeOrder() }));
    renderWithProviders(<BookingConfirmation orderId="41" sessionId={null} tourName={null} />, {
      user: makeUser(),
    });

    expect(await screen.findByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      '/dashboard/bookings/41',
    );
  });
});
