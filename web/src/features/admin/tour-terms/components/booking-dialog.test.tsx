import type { TourBooking } from '@shop/contract/tour-terms';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { BookingDialog } from './booking-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

/** Two non-resident adults on the Classic Safari, the deposit paid and the balance overdue. */
function makeBooking(overrides: Partial<TourBooking> = {}): TourBooking {
  return {
    order: 41,
    order_id: 'IGS-ABC123',
    tour: 5,
    tour_title: 'Classic Safari Experience',
    tour_date: '2027-01-12',
    currency: 'USD',
    private: false,
    lines: [
      {
        kind: 'traveller',
        label: 'Adult, Non-resident',
        traveller_type: 'adult',
        residency: 'non_resident',
        park_name: null,
        season: null,
        quantity: 2,
        unit_amount: '4200.00',
        amount: '8400.00',
      },
    ],
    total: '8400.00',
    deposit: '2520.00',
    balance: '5880.00',
    amount_paid: '2520.00',
    amount_due: '5880.00',
    payment_state: 'deposit_paid',
    balance_due_on: '2026-11-13',
    balance_overdue: true,
    details_due_on: '2026-12-13',
    details_missing: 1,
    cancellation_tiers: [{ days_before: 30, fee_percent: '50' }],
    travellers: [
      {
        position: 1,
        traveller_type: 'adult',
        residency: 'non_resident',
        full_name: 'Asha Mrema',
        nationality: 'KE',
        id_number: 'A1234567',
        date_of_birth: '1990-04-02',
      },
      {
        position: 2,
        traveller_type: 'adult',
        residency: 'non_resident',
        full_name: null,
        nationality: null,
        id_number: null,
        date_of_birth: null,
      },
    ],
    has_terms: true,
    cancellation: null,
    ...overrides,
  };
}

describe('BookingDialog', () => {
  it('shows the money and the missing details, and gives the overdue balance a new due day', async () => {
    let booking = makeBooking();
    const server = serveApi((config) => {
      if (config.method === 'put') {
        booking = { ...booking, balance_due_on: '2026-12-20', balance_overdue: false };
      }
      return { status: 200, data: booking };
    });
    renderWithProviders(<BookingDialog order={41} onClose={() => {}} />, { user: admin });
    expect(await screen.findByRole('dialog', { name: 'Booking IGS-ABC123' })).toBeInTheDocument();
    expect(screen.getByText('Balance overdue')).toBeInTheDocument();
    expect(screen.getByText('2 × US$4,200.00')).toBeInTheDocument();
    expect(screen.getByText('Traveller 2')).toBeInTheDocument();
    expect(screen.getAllByText('Missing')).toHaveLength(3);

    const due = screen.getByLabelText('New due date of the balance');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('The balance is now due on 20 Dec 2026')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/tour-bookings/41/balance-due/',
      body: { balance_due_on: '2026-12-20' },
    });
    await waitFor(() => expect(screen.queryByText('Balance overdue')).not.toBeInTheDocument());
  });

  it("marks a cancelled booking's refund due as paid back", async () => {
    const cancelled = makeBooking({
      payment_state: 'cancelled',
      balance_overdue: false,
      cancellation: {
        cancelled_at: '2026-12-03T09:00:00Z',
        reason: 'Customer asked by phone',
        fee: '0.00',
        fee_waived: true,
        refund_due: '2520.00',
        refunded_at: null,
      },
    });
    const marked = {
      ...cancelled,
      cancellation: { ...cancelled.cancellation!, refunded_at: '2026-12-04T07:00:00Z' },
    };
    let current = cancelled;
    const server = serveApi((config) => {
      if (config.method === 'post') current = marked;
      return { status: 200, data: current };
    });
    renderWithProviders(<BookingDialog order={41} onClose={() => {}} />, { user: admin });
    expect(await screen.findByText('Waived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark US$2,520.00 refunded' }));
    expect(await screen.findAllByText('Refund marked as paid')).not.toHaveLength(0);
    expect(server.sent.find((r) => r.method === 'POST')?.url).toBe('/admin/tour-bookings/41/refunded/');
    // The mark is the server's: it stays after the booking is read again.
    expect(await screen.findByText(/^Refund paid back \(marked /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark .* refunded$/ })).not.toBeInTheDocument();
  });

  it("pays a cancelled booking's refund due back through the payments' providers (docs/refunds.md)", async () => {
    const cancelled = makeBooking({
      payment_state: 'cancelled',
      balance_overdue: false,
      cancellation: {
        cancelled_at: '2026-12-03T09:00:00Z',
        reason: null,
        fee: '0.00',
        fee_waived: true,
        refund_due: '2520.00',
        refunded_at: null,
      },
    });
    const server = serveApi((config) =>
      config.method === 'post' ? { status: 201, data: [] } : { status: 200, data: cancelled },
    );
    renderWithProviders(<BookingDialog order={41} onClose={() => {}} />, { user: admin });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay US$2,520.00 back to the customer' }),
    );
    expect(await screen.findAllByText('Refund asked for: it is being sent to the customer')).not.toHaveLength(
      0,
    );
    const post = server.sent.find((r) => r.method === 'POST');
    expect(post).toMatchObject({ url: '/admin/tour-bookings/41/refunds/', body: { method: 'provider' } });
  });
});
