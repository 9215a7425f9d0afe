import type { AdminDiscountCode } from '@shop/contract/discounts';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { DiscountForm } from './discount-dialog';

const admin = makeUser({ is_staff: true, is_superuser: true });
// No delay between key presses: jsdom is slow enough on a busy machine.
const userEvent = userEventLib.setup({ delay: null });

const saved: AdminDiscountCode = {
  id: 3,
  code: 'KARIBU10',
  brand: 'fursa',
  kind: 'percentage',
  percent: 10,
  amount: null,
  currency: 'TZS',
  min_spend: '0.00',
  starts_at: '2026-12-01T08:00',
  ends_at: null,
  total_cap: 50,
  per_customer_cap: 1,
  category_ids: [],
  product_ids: [3, 4],
  tour_ids: [],
  applies_to_sale_items: false,
  is_active: true,
  note: '',
  created_at: '2026-11-29T08:00:00Z',
  uses: { reserved: 1, redeemed: 2, released: 0 },
  paid_revenue: '1800000.00',
  paid_discount: '200000.00',
};

describe('DiscountForm', () => {
  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const server = serveApi(() => ({ status: 500 }));
    renderWithProviders(<DiscountForm code={null} onDone={() => {}} />, { user: admin });
    await userEvent.type(screen.getByLabelText('Code'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('A discount code has at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter the percentage (1 to 100)')).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('sends the code with its caps and scope read from the inputs', async () => {
    const server = serveApi(() => ({ status: 201, data: saved }));
    renderWithProviders(<DiscountForm code={null} onDone={() => {}} />, { user: admin });
    await userEvent.type(screen.getByLabelText('Code'), 'karibu10');
    await userEvent.type(screen.getByLabelText('Percent off (1 to 100)'), '10');
    await userEvent.type(screen.getByLabelText('Total uses (empty for no limit)'), '50');
    await userEvent.type(screen.getByLabelText('Only these product ids (comma-separated, optional)'), '3, 4');
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/admin/discounts/',
      body: {
        code: 'karibu10',
        brand: 'fursa',
        kind: 'percentage',
        percent: 10,
        amount: null,
        min_spend: '0',
        total_cap: 50,
        per_customer_cap: 1,
        product_ids: [3, 4],
        tour_ids: [],
        starts_at: null,
      },
    });
  });

  it('asks a free-delivery code for no value, names tours only for IGSUM, and keeps a saved start', async () => {
    const server = serveApi(() => ({ status: 200, data: saved }));
    renderWithProviders(<DiscountForm code={saved} onDone={() => {}} />, { user: admin });
    expect(screen.queryByLabelText('Only these tour ids (comma-separated, optional)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'free_delivery');
    expect(screen.queryByLabelText('Percent off (1 to 100)')).toBeNull();
    expect(screen.getByText('Takes off the delivery fee, and nothing else.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Shop'), 'igsum');
    expect(screen.getByLabelText('Only these tour ids (comma-separated, optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/discounts/3/',
      body: { kind: 'free_delivery', brand: 'igsum', percent: null, starts_at: '2026-12-01T08:00' },
    });
  });
});
