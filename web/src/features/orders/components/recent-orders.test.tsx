import { LIST_CAP } from '@shop/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { RecentOrders } from './recent-orders';

const userEvent = userEventLib.setup({ delay: null });

describe('RecentOrders', () => {
  it('loads the orders past the first page of LIST_CAP when asked (docs/lists.md)', async () => {
    const asked: unknown[] = [];
    const total = LIST_CAP + 1;
    serveApi((config) => {
      const page = Number((config.params as { page: number }).page);
      asked.push(page);
      const first = (page - 1) * LIST_CAP;
      const orders = Array.from({ length: Math.min(LIST_CAP, total - first) }, (_, i) =>
        makeOrder({ id: first + i + 1, order_id: `IGS-N${first + i + 1}` }),
      );
      return { status: 200, data: orders };
    });
    renderWithProviders(<RecentOrders />, { user: makeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'And 97+ more orders...' }));
    expect(screen.getAllByRole('button', { name: /^Order IGS-N\d+, view details$/ })).toHaveLength(LIST_CAP);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(
      await screen.findByRole('button', { name: `Order IGS-N${total}, view details` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Load more orders/ })).not.toBeInTheDocument(),
    );
    expect(asked).toEqual([1, 2]);
  }, 60_000);
});
