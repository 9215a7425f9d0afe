import type { AdminOrder } from '@shop/contract/admin-orders';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../../test/render';
import { serveApi } from '../../../../test/stub-server';
import { OrdersTab } from './orders-tab';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const order: AdminOrder = {
  id: 9,
  order_id: 'IGS-REF999',
  order_type: 'igsum',
  currency: 'USD',
  total_amount: '900.00',
  payment_method: 'stripe',
  payment_status: 'paid',
  status: 'confirmed',
  shipping_address: '',
  notes: '',
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  paid_at: '2026-03-01T10:00:00Z',
  hold_expires_at: null,
  user: {
    id: 7,
    username: 'amina',
    first_name: '',
    last_name: '',
    email: 'amina@example.com',
    date_joined: '2026-01-01T00:00:00Z',
    profile: { full_name: 'Amina Juma', phone: '', country_code: '+255' },
  },
  items: [],
  payments: [
    {
      id: 4,
      provider: 'stripe',
      amount: '900.00',
      currency: 'USD',
      outcome: 'duplicate',
      refund_status: 'due',
      created_at: '2026-03-01T10:00:00Z',
      refunded_at: null,
    },
  ],
};

describe('OrdersTab', () => {
  it('flags a refund due in the table and filters down to such orders', async () => {
    const asked: unknown[] = [];
    serveApi((config) => {
      asked.push(config.params);
      return { status: 200, data: { count: 1, page: 1, page_size: 20, results: [order] } };
    });
    renderWithProviders(<OrdersTab />, { user: admin });

    expect((await screen.findAllByText('Refund due: $900.00')).length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Filter by refunds'), 'due');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ refund_due: true, page: 1 }));
    expect(asked[0]).not.toHaveProperty('refund_due');
  });
});
