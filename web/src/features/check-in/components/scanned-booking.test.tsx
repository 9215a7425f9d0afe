import type { CheckInBooking } from '@shop/contract/check-in';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { ScannedBooking } from './scanned-booking';

function makeBooking(overrides: Partial<CheckInBooking> = {}): CheckInBooking {
  return {
    order: 41,
    order_id: 'IGS-ABC123',
    customer_name: 'Amina Juma',
    phone: '+255712345678',
    voucher_hash: 'ab'.repeat(32),
    currency: 'USD',
    balance_due: '280.00',
    cancelled: false,
    travellers: [
      { id: 1, position: 1, traveller_type: 'adult', full_name: 'Amina Juma' },
      { id: 2, position: 2, traveller_type: 'child', full_name: null },
    ],
    present: [],
    first_scanned_at: null,
    first_scanned_by: null,
    ...overrides,
  };
}

describe('ScannedBooking', () => {
  it('checks in the travellers chosen, and sends a push of the balance to the number given', async () => {
    const server = serveApi(() => ({
      status: 201,
      data: {
        id: 9,
        order_id: 41,
        status: 'pending',
        operator: 'mixx',
        phone: '2557******78',
        amount_tzs: '700000.00',
        rate: '2500.00',
        order_currency: 'USD',
        order_total: '400.00',
        created_at: '2026-11-29T10:00:00Z',
        expires_at: '2026-11-29T10:05:00Z',
        failure_reason: null,
        demo_phone_url: null,
      },
    }));
    const onCheckIn = vi.fn();
    renderWithProviders(
      <ScannedBooking
        booking={makeBooking()}
        base="/guide/check-in"
        departure={3}
        onCheckIn={onCheckIn}
        onClose={() => {}}
      />,
      { user: makeUser() },
    );
    expect(screen.getByText('Balance due: US$280.00')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Traveller 2 · Child' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check in 1 traveller' }));
    expect(onCheckIn).toHaveBeenCalledWith([1]);

    const number = screen.getByLabelText('Mobile money number');
    await userEvent.clear(number);
    await userEvent.type(number, '0712 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Send mobile money request' }));
    expect(await screen.findByText('Sent: the customer approves it on their phone.')).toBeVisible();
    expect(server.sent.at(-1)).toMatchObject({
      method: 'POST',
      url: '/guide/check-in/departures/3/bookings/41/push/',
      body: { phone: '0712 345 678' },
    });
  });

  it('says when and by whom a used voucher was first scanned, and offers no second check-in once all are present', () => {
    renderWithProviders(
      <ScannedBooking
        booking={makeBooking({
          present: [1, 2],
          balance_due: '0.00',
          first_scanned_at: '2026-11-30T04:15:00Z',
          first_scanned_by: 'Baraka',
        })}
        base="/guide/check-in"
        departure={3}
        onCheckIn={() => {}}
        onClose={() => {}}
      />,
      { user: makeUser() },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Already used: first scanned on 30 Nov 2026, 07:15 by Baraka.',
    );
    expect(screen.getByText('Amina Juma: present')).toBeVisible();
    expect(screen.getByText('Paid in full')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
  });

  it('warns not to check in a cancelled booking', () => {
    renderWithProviders(
      <ScannedBooking
        booking={makeBooking({ cancelled: true })}
        base="/guide/check-in"
        departure={3}
        onCheckIn={() => {}}
        onClose={() => {}}
      />,
      { user: makeUser() },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This booking is cancelled');
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
  });
});
