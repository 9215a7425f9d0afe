import type { CancelQuote, TourBooking } from '@shop/contract/tour-terms';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { CancelBookingDialog } from './cancel-booking-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

const quote = (waived: boolean): CancelQuote => ({
  order: 41,
  currency: 'USD',
  days_before: 40,
  fee_percent: waived ? '0' : '50',
  fee: waived ? '0.00' : '4300.00',
  amount_paid: '2580.00',
  refund_due: waived ? '2580.00' : '0.00',
});

const cancelled: TourBooking = {
  order: 41,
  order_id: 'IGS-ABC123',
  tour: 5,
  tour_title: 'Classic Safari Experience',
  tour_date: '2027-01-12',
  currency: 'USD',
  private: false,
  lines: [],
  total: '8600.00',
  deposit: '2580.00',
  balance: '6020.00',
  amount_paid: '2580.00',
  amount_due: '0.00',
  payment_state: 'cancelled',
  balance_due_on: '2026-11-13',
  balance_overdue: false,
  details_due_on: '2026-12-13',
  details_missing: 2,
  cancellation_tiers: [],
  travellers: [],
  has_terms: true,
  cancellation: {
    cancelled_at: '2026-12-03T09:00:00Z',
    reason: 'Customer asked by phone',
    fee: '0.00',
    fee_waived: true,
    refund_due: '2580.00',
    refunded_at: null,
  },
};

describe('CancelBookingDialog', () => {
  it("shows the server's fee and refund, again with the fee waived, and cancels with the reason", async () => {
    const server = serveApi((config) => {
      if (config.method === 'get') {
        return { status: 200, data: quote((config.params as { waive_fee: string }).waive_fee === 'true') };
      }
      return { status: 200, data: cancelled };
    });
    const onOpenChange = vi.fn();
    renderWithProviders(
      <CancelBookingDialog
        booking={{ order: 41, order_id: 'IGS-ABC123' }}
        open
        onOpenChange={onOpenChange}
      />,
      { user: admin },
    );
    const figures = () => screen.getByLabelText('What cancelling today costs');
    await waitFor(() => expect(figures()).toHaveTextContent(/Fee kept\s*US\$4,300\.00/));
    expect(figures()).toHaveTextContent(/Refund due\s*US\$0\.00/);

    await userEvent.click(screen.getByLabelText('Waive the fee'));
    await waitFor(() => expect(figures()).toHaveTextContent(/Refund due\s*US\$2,580\.00/));
    expect(within(figures()).getByText('US$0.00')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'GET').map((r) => r.params)).toEqual([
      { waive_fee: 'false' },
      { waive_fee: 'true' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true'));
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reason'), 'Customer asked by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      method: 'POST',
      url: '/admin/tour-bookings/41/cancel/',
      body: { reason: 'Customer asked by phone', waive_fee: true },
    });
  });
});
