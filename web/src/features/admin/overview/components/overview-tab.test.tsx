import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OverviewTab } from './overview-tab';

const admin = makeUser({ is_staff: true, is_superuser: true });
const emptyPage = { count: 0, page: 1, page_size: 3, results: [] };
const noFigures = { orders: 0, sales: 0, revenue: { TZS: '0.00', USD: '0.00' } };
/** The sales panel's answer for a shop with no orders yet. */
const noSales = {
  from: '2026-10-28',
  to: '2026-11-26',
  granularity: 'day',
  brand: 'fursa',
  previous: { from: '2026-09-28', to: '2026-10-27' },
  totals: noFigures,
  previous_totals: noFigures,
  buckets: [{ start: '2026-11-26', ...noFigures }],
  streams: [],
  top: { laptops: [], igsum_products: [], tours: [] },
};
const stats = {
  total_products: 45,
  total_orders: 4,
  total_users: 9,
  total_revenue: { TZS: '2500000.00', USD: '5000.00' },
  sold_orders: 2,
  pending_orders: 1,
  total_tours: 10,
  recent_orders: [],
  backup: {
    state: 'ok',
    last_success_at: '2026-11-26T00:00:00Z',
    last_failure: null,
    scheduled: true,
    next_run_at: '2026-11-27T00:00:00Z',
  },
  attention: {
    failed_messages: 0,
    retrying_messages: 0,
    refunds_due: 0,
    stuck_mobile_money: 0,
    stuck_messages: 0,
    overdue_balances: 0,
    booking_refunds_due: 0,
    refunds_attention: 0,
  },
};

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('OverviewTab', () => {
  it('shows revenue per currency, never summed', async () => {
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: stats };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByText('TSh 2,500,000')).toBeInTheDocument();
    expect(screen.getByText('US$5,000.00')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });

  it('shows the last good backup, and warns when the last one failed', async () => {
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: stats };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    const { unmount } = renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByText('Up to date')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Backups' })).toHaveTextContent(
      'Last good backup: 26 Nov 2026, 03:00',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const failed = {
      ...stats,
      backup: {
        state: 'failed',
        last_success_at: '2026-11-23T00:00:00Z',
        last_failure: { at: '2026-11-26T00:00:00Z', error: 'No space left on device' },
        scheduled: true,
        next_run_at: '2026-11-27T00:00:00Z',
      },
    };
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: failed };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last backup failed. 26 Nov 2026, 03:00: No space left on device',
    );
    expect(screen.getByRole('region', { name: 'Backups' })).toHaveTextContent('Needs attention');
  });

  it("says when a new shop's first backup runs, in the shop's time, without a warning", async () => {
    const pending = {
      ...stats,
      backup: {
        ...stats.backup,
        state: 'pending',
        last_success_at: null,
        next_run_at: '2026-11-30T00:00:00Z',
      },
    };
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: pending };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    const card = await screen.findByRole('region', { name: 'Backups' });
    await waitFor(() =>
      expect(card).toHaveTextContent('The first backup runs on 30 Nov 2026, 03:00 (Dar es Salaam time).'),
    );
    expect(card).toHaveTextContent('First one to come');
    expect(card).not.toHaveTextContent('Needs attention');
    expect(card).not.toHaveTextContent('No backup has been made yet.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the last good backup is more than two days old', async () => {
    serveApi((config) => {
      if (config.url === '/admin/stats/')
        return { status: 200, data: { ...stats, backup: { ...stats.backup, state: 'stale' } } };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last good backup is more than 2 days old.',
    );
  });

  it('says nothing needs attention when every count is zero', async () => {
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: stats };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    await waitFor(() => expect(card).toHaveTextContent('Nothing needs your attention'));
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says receipts waiting for TRA past ten minutes, with the Receipts tab, and not a receipt just issued', async () => {
    const served = (receipts: { unsent: number; oldest_seconds: number }) =>
      serveApi((config) => {
        if (config.url === '/admin/stats/') return { status: 200, data: { ...stats, receipts } };
        if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
        return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
      });
    served({ unsent: 1, oldest_seconds: 20 });
    const { unmount } = renderWithProviders(<OverviewTab />, { user: admin });
    const fresh = await screen.findByRole('region', { name: 'Needs attention' });
    await waitFor(() => expect(fresh).toHaveTextContent('Nothing needs your attention'));
    unmount();

    served({ unsent: 3, oldest_seconds: 3 * 3600 + 59 });
    renderWithProviders(<OverviewTab />, { user: admin });
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    await waitFor(() =>
      expect(card).toHaveTextContent('3 receipts have not reached TRA, the oldest for 180 min'),
    );
    expect(within(card).getByText('1 item')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open Receipts' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=receipts',
    );
  });

  it('lists each count that needs attention with a link to the tab that resolves it', async () => {
    const failedRefund = {
      id: 5,
      payment_id: 3,
      order_id: 9,
      amount: '40000.00',
      currency: 'TZS',
      reason: 'Broken screen',
      source: 'admin',
      method: 'provider',
      provider: 'clickpesa',
      status: 'failed',
      provider_reference: null,
      attempts: 1,
      last_error: 'refused',
      requested_by: 'admin',
      created_at: '2026-11-01T08:00:00Z',
      completed_at: '2026-11-01T08:00:05Z',
    };
    const attention = {
      failed_messages: 2,
      retrying_messages: 0,
      refunds_due: 1,
      stuck_mobile_money: 3,
      stuck_messages: 4,
      overdue_balances: 2,
      booking_refunds_due: 1,
      refunds_attention: 1,
    };
    // Each overdue balance links to its booking (docs/tours-pricing.md).
    const overdue = [41, 42].map((order) => ({
      order,
      order_id: `IGS-${order}`,
      tour_title: 'Classic Safari Experience',
      tour_date: '2027-01-12',
      currency: 'USD',
      balance: '6020.00',
      balance_due_on: '2026-11-13',
      customer_email: 'amina@example.com',
    }));
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: { ...stats, attention } };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      if (config.url === '/admin/tour-bookings/overdue/') return { status: 200, data: overdue };
      if (config.url === '/admin/refunds/attention/')
        return { status: 200, data: { results: [failedRefund] } };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    await waitFor(() => expect(card).toHaveTextContent('2 messages failed for good'));
    expect(card).toHaveTextContent('1 payment has a refund due');
    expect(card).toHaveTextContent('3 mobile-money payments are stuck past expiry');
    expect(card).toHaveTextContent('4 messages are due and nothing is sending them');
    expect(card).toHaveTextContent("2 tour bookings' balances are overdue");
    expect(card).toHaveTextContent('1 cancelled tour booking has a refund due');
    // docs/refunds.md: a refund that failed, linked to its order.
    expect(card).toHaveTextContent('1 refund failed or is stuck');
    await within(card).findByRole('link', { name: 'Order #9: TSh 40,000, Failed' });
    expect(card).not.toHaveTextContent('retried');
    expect(card).not.toHaveTextContent('Nothing needs your attention');
    expect(within(card).getByText('7 items')).toBeInTheDocument();
    await within(card).findByText(/^IGS-42/);
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Open the Outbox', '/admin/dashboard?tab=outbox&status=failed'],
      ['Open the Outbox', '/admin/dashboard?tab=outbox&status=waiting'],
      ['See the orders', '/admin/dashboard?tab=orders&refund_due=true'],
      ['See the pending orders', '/admin/dashboard?tab=orders&status=pending'],
      ['See bookings', '/admin/dashboard?tab=tour-bookings'],
      ['IGS-41: US$6,020.00 due 13 Nov 2026', '/admin/dashboard?tab=tour-bookings&booking=41'],
      ['IGS-42: US$6,020.00 due 13 Nov 2026', '/admin/dashboard?tab=tour-bookings&booking=42'],
      ['See the orders', '/admin/dashboard?tab=orders'],
      ['See the orders', '/admin/dashboard?tab=orders'],
      ['Order #9: TSh 40,000, Failed', '/admin/dashboard?tab=orders&search=9'],
    ]);
  });

  it('explains a 403 with its code and tries again on request', async () => {
    let calls = 0;
    serveApi((config) => {
      if (config.url === '/admin/stats/') {
        calls += 1;
        return calls === 1
          ? { status: 403, data: { status: 403, code: 'forbidden', message: 'Admins only.' } }
          : { status: 200, data: stats };
      }
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: config.url === '/admin/sales/' ? noSales : emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Access denied. You do not have admin privileges.')).toBeInTheDocument();
    expect(screen.getByText('Error code: 403')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('TSh 2,500,000')).toBeInTheDocument();
  });

  it('says the server is down for a 500', async () => {
    serveApi(() => ({ status: 503, data: { status: 503, code: 'internal_error', message: 'x' } }));
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(
      await screen.findByText('Server error. The backend service may be unavailable.'),
    ).toBeInTheDocument();
  });
});
