import type { OrderReturns, ReturnRequest } from '@shop/contract/returns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OrderDetailsDialog } from './order-details-dialog';

const order = makeLaptopOrder();
const line = order.items[0]!;

const refused: ReturnRequest = {
  id: 7,
  order_id: order.id,
  order_reference: order.order_id,
  order_item_id: line.id,
  item_name: line.item_name,
  brand: 'fursa',
  currency: 'TZS',
  quantity: 1,
  kind: 'repair',
  basis: 'window',
  reason: 'Fan noise',
  photos: [],
  status: 'refused',
  customer: { id: 1, username: 'asha', full_name: 'Asha' },
  requested_at: '2027-01-12T09:00:00Z',
  approved: null,
  approval_note: '',
  refused: { at: '2027-01-13T09:00:00Z', by: 'admin' },
  refusal_reason: '<b>Water damage</b>',
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

function serve(lines: OrderReturns['lines']) {
  return serveApi((config) => {
    if (config.url === `/orders/${order.id}/returns/` && config.method === 'get')
      return { status: 200, data: { returns: [refused], lines } satisfies OrderReturns };
    if (config.url === `/orders/${order.id}/items/${line.id}/returns/`)
      return { status: 201, data: { ...refused, id: 8, status: 'requested', kind: 'return' } };
    return { status: 200, data: { links: [] } };
  });
}

describe("the customer's returns and repairs (docs/returns.md)", () => {
  it('shows a refused request with its reason as text, and sends a new one with its photo', async () => {
    const server = serve([
      {
        order_item_id: line.id,
        item_name: line.item_name,
        basis: 'warranty',
        until: '2027-04-10',
        units_left: 1,
      },
    ]);
    renderWithProviders(<OrderDetailsDialog order={order} onClose={() => {}} />, { user: makeUser() });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Our reason: <b>Water damage</b>')).toBeInTheDocument();
    expect(dialog.getByText('Not approved', { exact: false })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: `Return or repair: ${line.item_name}` }));
    expect(dialog.getByText('Under warranty until 10 Apr 2027.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('What is wrong'), 'The screen flickers');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' });
    await userEvent.upload(dialog.getByLabelText('Photos (optional, at most 4)'), photo);
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(server.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(server.sent.find((r) => r.method === 'POST')!.url).toBe(
      `/orders/${order.id}/items/${line.id}/returns/`,
    );
  });

  it('says it in Swahili, and offers nothing on a line beyond its window and warranty', async () => {
    serve([
      { order_item_id: line.id, item_name: line.item_name, basis: null, until: '2026-01-01', units_left: 1 },
    ]);
    renderWithProviders(<OrderDetailsDialog order={order} onClose={() => {}} />, {
      user: makeUser(),
      locale: 'sw',
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Kurudisha na kutengeneza')).toBeInTheDocument();
    expect(dialog.getByText('Sababu yetu: <b>Water damage</b>')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Rudisha au tengeneza/ })).toBeNull();
  });

  it("puts each step on the order's timeline, naming the line", async () => {
    serve([]);
    const withStep = {
      ...order,
      events: [
        ...order.events,
        {
          type: 'return' as const,
          status: null,
          note: 'Fan noise',
          created_at: '2027-01-12T09:00:00Z',
          return_step: 'requested' as const,
          return_item: line.item_name,
        },
      ],
    };
    renderWithProviders(<OrderDetailsDialog order={withStep} onClose={() => {}} />, { user: makeUser() });
    const timeline = within(await screen.findByRole('list', { name: 'Order history' }));
    expect(timeline.getByText(`Return or repair asked: ${line.item_name}`)).toBeInTheDocument();
    expect(timeline.getByText('Fan noise')).toBeInTheDocument();
  });
});
