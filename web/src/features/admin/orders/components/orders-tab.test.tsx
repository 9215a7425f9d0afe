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

    expect((await screen.findAllByText('Refund due: US$900.00')).length).toBeGreaterThan(0);
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

  it('says 1,000+ for a count the server capped and pages on with the search kept', async () => {
    const asked: Record<string, unknown>[] = [];
    serveApi((config) => {
      const params = config.params as Record<string, unknown>;
      asked.push(params);
      const page = Number(params.page);
      const results = Array.from({ length: 20 }, (_, i) =>
        makeAdminOrder({ id: page * 100 + i, order_id: `IGS-P${page}R${i}` }),
      );
      return { status: 200, data: { count: 1001, page, page_size: 20, results } };
    });
    renderWithProviders(<OrdersTab />, { user: admin, route: '/admin/dashboard?tab=orders' });

    expect(await screen.findByText('1,000+ orders')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 1 of 50+');
    await userEvent.click(screen.getByLabelText('Search orders by reference, username or email'));
    await userEvent.paste('mollel');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'mollel', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'mollel', page: 2 }));
    expect((await screen.findAllByText('IGS-P2R0')).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 2 of 50+');
  }, 60_000);

  it('opens at the page the address names', async () => {
    const asked: Record<string, unknown>[] = [];
    serveApi((config) => {
      asked.push(config.params as Record<string, unknown>);
      return { status: 200, data: { count: 45, page: 3, page_size: 20, results: [order] } };
    });
    renderWithProviders(<OrdersTab />, { user: admin, route: '/admin/dashboard?tab=orders&page=3' });
    expect(await screen.findByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 3 of 3');
    expect(asked[0]).toMatchObject({ page: 3 });
  });
});
