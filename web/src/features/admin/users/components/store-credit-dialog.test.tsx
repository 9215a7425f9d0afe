import type { AdminCustomer } from '@shop/contract/admin-users';
import type { StoreCreditAccount } from '@shop/contract/store-credit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { StoreCreditDialog } from './store-credit-dialog';

const customer = { id: 5, username: 'asha' } as AdminCustomer;
const before: StoreCreditAccount = {
  balances: [{ currency: 'TZS', balance: '20000.00' }],
  entries: [
    {
      id: 1,
      currency: 'TZS',
      amount: '20000.00',
      kind: 'return',
      reason: '<b>Returned</b> mouse',
      order_id: null,
      order_reference: null,
      by: 'admin',
      created_at: '2026-11-28T10:00:00Z',
    },
  ],
};

describe('StoreCreditDialog', () => {
  it("shows a customer's ledger and gives credit with a reason", async () => {
    const after: StoreCreditAccount = {
      balances: [{ currency: 'TZS', balance: '70000.00' }],
      entries: [
        { ...before.entries[0]!, id: 2, amount: '50000.00', kind: 'admin_grant', reason: 'Late delivery' },
        ...before.entries,
      ],
    };
    const server = serveApi((config) =>
      config.method === 'get' ? { status: 200, data: before } : { status: 201, data: after },
    );
    renderWithProviders(<StoreCreditDialog customer={customer} onClose={() => {}} />, { user: makeUser() });
    const ledger = await screen.findByRole('list', { name: 'Store credit ledger' });
    expect(within(ledger).getByText('<b>Returned</b> mouse')).toBeInTheDocument();
    expect(screen.getByText('TSh 20,000')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '50000');
    await user.type(screen.getByLabelText(/^Reason/), 'Late delivery');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('TSh 70,000')).toBeInTheDocument());
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/admin/users/5/store-credit/',
        body: { currency: 'TZS', kind: 'admin_grant', amount: '50000', reason: 'Late delivery' },
      }),
    ]);
  });

  it('asks for a reason before sending anything', async () => {
    const server = serveApi(() => ({ status: 200, data: before }));
    renderWithProviders(<StoreCreditDialog customer={customer} onClose={() => {}} />, { user: makeUser() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Say why')).toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
