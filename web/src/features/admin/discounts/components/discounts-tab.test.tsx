import type { AdminDiscountCode, AdminDiscountCodeUse } from '@shop/contract/discounts';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { DiscountsTab } from './discounts-tab';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const code: AdminDiscountCode = {
  id: 3,
  code: 'KARIBU10',
  brand: 'fursa',
  kind: 'percentage',
  percent: 10,
  amount: null,
  currency: 'TZS',
  min_spend: '0.00',
  starts_at: null,
  ends_at: null,
  total_cap: 50,
  per_customer_cap: 1,
  category_ids: [],
  product_ids: [],
  tour_ids: [],
  applies_to_sale_items: false,
  is_active: true,
  note: '',
  created_at: '2026-11-29T08:00:00Z',
  uses: { reserved: 1, redeemed: 2, released: 4 },
  paid_revenue: '1800000.00',
  paid_discount: '200000.00',
};

const use: AdminDiscountCodeUse = {
  id: 9,
  order: 41,
  order_id: 'FUR-7K2M9Q',
  order_status: 'confirmed',
  payment_status: 'paid',
  order_total: '900000.00',
  currency: 'TZS',
  username: 'asha',
  state: 'redeemed',
  amount: '100000.00',
  created_at: '2026-11-29T08:10:00Z',
};

describe('DiscountsTab', () => {
  it("lists each code's uses and paid revenue, and opens the orders that used it", async () => {
    const server = serveApi((config) =>
      config.url === '/admin/discounts/3/uses/'
        ? { status: 200, data: [use] }
        : { status: 200, data: [code] },
    );
    renderWithProviders(<DiscountsTab />, { user: admin, route: '/admin/dashboard?tab=discounts' });
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const row = within(table).getByRole('row', { name: /KARIBU10/ });
    expect(row).toHaveTextContent('10% off');
    expect(row).toHaveTextContent('2 paid, 1 reserved, of 50');
    expect(row).toHaveTextContent('TSh 1,800,000');

    await userEvent.click(within(row).getByRole('button', { name: 'Uses of KARIBU10' }));
    const uses = await screen.findByRole('table', { name: 'Uses of KARIBU10' });
    const line = within(uses).getByRole('row', { name: /FUR-7K2M9Q/ });
    expect(line).toHaveTextContent('asha');
    expect(line).toHaveTextContent('Paid');
    expect(line).toHaveTextContent('TSh 100,000');
    expect(server.sent.map((r) => r.url)).toEqual(['/admin/discounts/', '/admin/discounts/3/uses/']);
  });
});
