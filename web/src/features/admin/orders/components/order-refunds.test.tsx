import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OrderRefunds } from './order-refunds';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const order = makeAdminOrder({
  id: 7,
  order_id: 'FUR-REF001',
  payments: [
    {
      id: 11,
      provider: 'clickpesa',
      amount: '300000.00',
      currency: 'TZS',
      outcome: 'applied',
      refund_status: 'none',
      created_at: '2026-03-01T10:00:00Z',
      refunded_at: null,
    },
    {
      id: 12,
      provider: 'selcom',
      amount: '5000.00',
      currency: 'TZS',
      outcome: 'duplicate',
      refund_status: 'due',
      created_at: '2026-03-01T10:05:00Z',
      refunded_at: null,
    },
  ],
});

const failed = {
  id: 3,
  payment_id: 11,
  order_id: 7,
  amount: '50000.00',
  currency: 'TZS',
  reason: 'Dead pixel <b>',
  source: 'admin',
  method: 'provider',
  provider: 'clickpesa',
  status: 'failed',
  provider_reference: null,
  attempts: 1,
  last_error: 'ClickPesa refused: insufficient balance',
  requested_by: 'admin',
  created_at: '2026-03-02T08:00:00Z',
  completed_at: '2026-03-02T08:00:05Z',
};

describe("an order's refunds in the admin", () => {
  it('lists the refunds with their state and refunds a payment through its provider or by hand', async () => {
    const posted: { url: string; body: unknown }[] = [];
    serveApi((config) => {
      if (config.method === 'post') {
        posted.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) });
        return {
          status: 201,
          data: {
            ...failed,
            id: 4,
            status: 'manual',
            method: 'manual',
            amount: '5000.00',
            provider: 'selcom',
            provider_reference: 'NMB-1',
          },
        };
      }
      return {
        status: 200,
        data: {
          refunds: [failed],
          refundable: [
            {
              payment_id: 11,
              provider: 'clickpesa',
              currency: 'TZS',
              refundable: '300000.00',
              by_provider: true,
            },
            {
              payment_id: 12,
              provider: 'selcom',
              currency: 'TZS',
              refundable: '5000.00',
              by_provider: false,
            },
          ],
        },
      };
    });
    renderWithProviders(<OrderRefunds order={order} />, { user: admin });

    const list = await screen.findByRole('region', { name: 'Refunds' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('TSh 50,000');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('Dead pixel <b>');
    expect(row).toHaveTextContent('insufficient balance');

    await userEvent.click(screen.getByRole('button', { name: 'Refund TSh 5,000 (selcom)' }));
    // Selcom pays nothing back from the shop: only "by hand", with its reference.
    const method = await screen.findByLabelText('How it is paid back');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sent by hand (record its reference)']);
    await userEvent.type(screen.getByLabelText('Reason'), 'Paid twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    // Without its reference the form refuses it, and nothing is sent.
    await waitFor(() =>
      expect(screen.getByLabelText('Reference of the transfer')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reference of the transfer'), 'NMB-1');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText('Refund recorded');
    expect(posted).toEqual([
      {
        url: '/admin/orders/7/payments/12/refunds/',
        body: { amount: '5000.00', reason: 'Paid twice', method: 'manual', reference: 'NMB-1' },
      },
    ]);
  });
});
