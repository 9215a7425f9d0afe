import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ChannelsTable } from './channels-table';

const row = (
  channel: 'online' | 'phone' | 'whatsapp',
  orders: number,
  sales: number,
  TZS: string,
  USD: string,
) => ({
  channel,
  orders,
  sales,
  revenue: { TZS, USD },
});

describe('ChannelsTable', () => {
  it("shows each channel's orders, sales and revenue per currency, never added together", async () => {
    renderWithProviders(
      <ChannelsTable
        channels={[row('online', 12, 7, '8400000.00', '120.00'), row('phone', 3, 1, '1300000.00', '0.00')]}
      />,
    );
    const table = await screen.findByRole('table');
    const phone = within(table).getByRole('row', { name: /Phone call/ });
    const cells = within(phone)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['3', '1', 'TSh 1,300,000']);
    expect(cells[3]).toMatch(/^US\$\s?0\.00$/);
    expect(within(table).getByRole('columnheader', { name: 'Revenue (USD)' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Online shop' })).toBeVisible();
  });

  it('says when the period has no orders', async () => {
    renderWithProviders(<ChannelsTable channels={[]} />);
    expect(await screen.findByText('No orders in this period.')).toBeVisible();
  });
});
