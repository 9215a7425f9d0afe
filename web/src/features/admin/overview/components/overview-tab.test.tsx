import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../../test/render';
import { serveApi } from '../../../../test/stub-server';
import { OverviewTab } from './overview-tab';

const admin = makeUser({ is_staff: true, is_superuser: true });
const emptyPage = { count: 0, page: 1, page_size: 3, results: [] };
const stats = {
  total_products: 45,
  total_orders: 4,
  total_users: 9,
  total_revenue: { TZS: '2500000.00', USD: '5000.00' },
  sold_orders: 2,
  pending_orders: 1,
  total_tours: 10,
  recent_orders: [],
};

// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

describe('OverviewTab', () => {
  it('shows revenue per currency, never summed', async () => {
    serveApi((config) => {
      if (config.url === '/admin/stats/') return { status: 200, data: stats };
      if (config.url === '/admin/low-stock/') return { status: 200, data: [] };
      return { status: 200, data: emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByText('TZS 2,500,000')).toBeInTheDocument();
    expect(screen.getByText('$5,000.00')).toBeInTheDocument();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
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
      return { status: 200, data: emptyPage };
    });
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Access denied. You do not have admin privileges.')).toBeInTheDocument();
    expect(screen.getByText('Error code: 403')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('TZS 2,500,000')).toBeInTheDocument();
  });

  it('says the server is down for a 500', async () => {
    serveApi(() => ({ status: 503, data: { status: 503, code: 'internal_error', message: 'x' } }));
    renderWithProviders(<OverviewTab />, { user: admin });
    expect(
      await screen.findByText('Server error. The backend service may be unavailable.'),
    ).toBeInTheDocument();
  });
});
