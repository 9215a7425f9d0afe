import type { ReturnRequest } from '@shop/contract/returns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { ReturnsTab } from './returns-tab';

const admin = makeUser({ username: 'admin', is_staff: true, is_superuser: true });
const HOSTILE = '<img src=x onerror=alert(1)> =SUM(A1)';

const requested: ReturnRequest = {
  id: 31,
  order_id: 7,
  order_reference: 'FUR-7K2M9Q',
  order_item_id: 70,
  item_name: 'HP EliteBook 840',
  brand: 'fursa',
  currency: 'TZS',
  quantity: 1,
  kind: 'return',
  basis: 'warranty',
  reason: HOSTILE,
  photos: ['/media/0123456789abcdef0123456789abcdef.png'],
  status: 'requested',
  customer: { id: 3, username: 'asha', full_name: 'Asha Mwinyi' },
  requested_at: '2027-01-12T09:00:00Z',
  approved: null,
  approval_note: '',
  refused: null,
  refusal_reason: '',
  received: null,
  condition: null,
  condition_note: '',
  restocked: null,
  resolved: null,
  resolution: null,
  refund_amount: '0.00',
  credit_amount: '0.00',
  replacement_order_reference: null,
  resolution_note: '',
};

function serve(request: ReturnRequest) {
  return serveApi((config) => {
    if (config.url === '/admin/returns/')
      return { status: 200, data: { returns: [request], next_before: null } };
    if (config.url === '/admin/returns/windows/') return { status: 200, data: { fursa: 7, igsum: 7 } };
    if (config.method === 'post') return { status: 200, data: { ...request, status: 'refused' } };
    return { status: 404, data: {} };
  });
}

describe('the Returns tab (docs/returns.md)', () => {
  it("shows a request's reason as text and its photo, and refuses it with a reason", async () => {
    const server = serve(requested);
    renderWithProviders(<ReturnsTab />, { user: admin });
    const card = within((await screen.findByText('FUR-7K2M9Q · 1 x HP EliteBook 840')).closest('li')!);
    expect(card.getByText(HOSTILE)).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', requested.photos[0]);
    expect(card.queryByRole('button', { name: 'Item received' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Refuse' }));
    await userEvent.type(card.getByLabelText('Why (sent to the customer)'), 'Water damage');
    await userEvent.click(card.getAllByRole('button', { name: 'Refuse' }).at(-1)!);
    await waitFor(() => expect(server.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/admin/returns/31/refuse/',
      body: { reason: 'Water damage' },
    });
  });

  it('resolves a received item by a refund and store credit, leaving out the empty fields', async () => {
    const server = serve({ ...requested, status: 'received', condition: 'faulty' });
    renderWithProviders(<ReturnsTab />, { user: admin });
    const card = within((await screen.findByText('FUR-7K2M9Q · 1 x HP EliteBook 840')).closest('li')!);
    expect(card.getByRole('button', { name: 'Put back on sale' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Resolve' }));
    await userEvent.type(card.getByLabelText('Refund to the payment'), '600000');
    await userEvent.type(card.getByLabelText('Store credit'), '400000');
    await userEvent.click(card.getAllByRole('button', { name: 'Resolve' }).at(-1)!);
    await waitFor(() => expect(server.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/admin/returns/31/resolve/',
      body: { outcome: 'money', refund_amount: '600000', credit_amount: '400000', refund_method: 'provider' },
    });
  });
});
