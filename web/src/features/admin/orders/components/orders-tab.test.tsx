import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OrdersTab } from './orders-tab';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const order = makeAdminOrder({
  id: 9,
  order_id: 'IGS-REF999',
  total_amount: '900.00',
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
});

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

  it('opens filtered when the address asks (the overview links ?refund_due=true, ?status=pending)', async () => {
    const asked: unknown[] = [];
    serveApi((config) => {
      asked.push(config.params);
      return { status: 200, data: { count: 1, page: 1, page_size: 20, results: [order] } };
    });
    renderWithProviders(<OrdersTab />, {
      user: admin,
      route: '/admin/dashboard?tab=orders&refund_due=true&status=pending',
    });

    await waitFor(() => expect(asked[0]).toMatchObject({ refund_due: true, status: 'pending', page: 1 }));
    expect(screen.getByLabelText('Filter by refunds')).toHaveValue('due');
  });
});
