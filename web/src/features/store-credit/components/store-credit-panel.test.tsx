import type { StoreCreditAccount } from '@shop/contract/store-credit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { StoreCreditPanel } from './store-credit-panel';

const hostile = '<img src=x onerror=alert(1)> =HYPERLINK("http://evil")';
const account: StoreCreditAccount = {
  balances: [{ currency: 'TZS', balance: '150000.00' }],
  entries: [
    {
      id: 3,
      currency: 'TZS',
      amount: '-50000.00',
      kind: 'order_used',
      reason: '',
      order_id: 9,
      order_reference: 'FUR-7K2M9Q',
      by: null,
      created_at: '2026-11-29T10:00:00Z',
    },
    {
      id: 2,
      currency: 'TZS',
      amount: '200000.00',
      kind: 'admin_grant',
      reason: hostile,
      order_id: null,
      order_reference: null,
      by: 'admin',
      created_at: '2026-11-28T10:00:00Z',
    },
  ],
};

describe('StoreCreditPanel', () => {
  it('shows the balance and each credit and use, a typed reason as plain text', () => {
    const { container } = renderWithProviders(<StoreCreditPanel account={account} />);
    expect(screen.getByRole('list', { name: 'Your store credit' })).toHaveTextContent('TSh 150,000');
    const ledger = within(screen.getByRole('list', { name: 'Store credit history' }));
    const [used, given] = ledger.getAllByRole('listitem');
    expect(used).toHaveTextContent('Used on an order');
    expect(used).toHaveTextContent('order FUR-7K2M9Q');
    expect(used).toHaveTextContent('−TSh 50,000');
    expect(given).toHaveTextContent('Credit from the shop');
    expect(given).toHaveTextContent('+TSh 200,000');
    expect(given).toHaveTextContent(hostile);
    expect(container.querySelector('img')).toBeNull();
  });

  it('speaks Swahili on a Swahili page', () => {
    renderWithProviders(<StoreCreditPanel account={account} />, { locale: 'sw' });
    expect(screen.getByRole('list', { name: 'Historia ya salio la duka' })).toHaveTextContent(
      'Limetumika kwenye oda',
    );
    expect(screen.getByText('Salio kutoka kwa duka')).toBeInTheDocument();
  });
});
