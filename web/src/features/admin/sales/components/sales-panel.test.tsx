import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { SalesPanel } from './sales-panel';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });
const figures = (orders: number, sales: number, TZS: string, USD: string) => ({
  orders,
  sales,
  revenue: { TZS, USD },
});

const report = (brand: 'fursa' | 'igsum') => ({
  from: '2026-11-24',
  to: '2026-11-26',
  granularity: 'day',
  brand,
  previous: { from: '2026-11-21', to: '2026-11-23' },
  totals: figures(5, 3, '3500000.00', '650.00'),
  previous_totals: figures(2, 2, '1750000.00', '0.00'),
  buckets: [
    { start: '2026-11-24', ...figures(1, 1, '1000000.00', '0.00') },
    { start: '2026-11-25', ...figures(0, 0, '0.00', '0.00') },
    { start: '2026-11-26', ...figures(4, 2, '2500000.00', '650.00') },
  ],
  streams: [
    {
      brand: 'fursa',
      kind: 'product_order',
      currency: 'TZS',
      orders: 5,
      sales: 3,
      revenue: '3500000.00',
      previous: { orders: 2, sales: 2, revenue: '1750000.00' },
    },
    {
      brand: 'igsum',
      kind: 'product_order',
      currency: 'USD',
      orders: 1,
      sales: 1,
      revenue: '50.00',
      previous: { orders: 0, sales: 0, revenue: '0.00' },
    },
    {
      brand: 'igsum',
      kind: 'tour_booking',
      currency: 'USD',
      orders: 2,
      sales: 2,
      revenue: '600.00',
      previous: { orders: 1, sales: 1, revenue: '300.00' },
    },
  ].filter((stream) => stream.brand === brand),
  top: {
    laptops: [{ id: 1, name: 'ThinkPad Kazi', units: 2, revenue: '2000000.00', currency: 'TZS' }],
    igsum_products: [],
    tours: [{ id: 9, name: 'Serengeti', units: 3, revenue: '600.00', currency: 'USD' }],
  },
  payments: {
    days: [
      {
        day: '2026-11-26',
        currency: 'TZS',
        received: '2410000.00',
        credited: '1180000.00',
        net: '1230000.00',
        receipts: 2,
        credit_notes: 1,
        revenue: '1230000.00',
      },
      {
        day: '2026-11-26',
        currency: 'USD',
        received: '59.00',
        credited: '0.00',
        net: '59.00',
        receipts: 1,
        credit_notes: 0,
        revenue: '0.00',
      },
    ],
    vat: [
      { currency: 'TZS', tax_code: 'A', amount: '1180000.00', vat: '180000.00' },
      { currency: 'TZS', tax_code: 'E', amount: '50000.00', vat: '0.00' },
      { currency: 'USD', tax_code: 'A', amount: '59.00', vat: '9.00' },
    ],
  },
});

describe('SalesPanel', () => {
  it('shows the numbers as a table with the period before, and asks again for another brand', async () => {
    const server = serveApi((config) => ({
      status: 200,
      data: report((config.params as { brand: 'fursa' | 'igsum' }).brand),
    }));
    renderWithProviders(<SalesPanel />, { user: admin });
    // jsdom draws no canvas: the table is the view, with the same numbers as the chart.
    const table = await screen.findByRole('table', { name: 'Orders, sales and revenue in TZS per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayOrdersSalesRevenue (TZS)',
      '24 Nov 202611TSh 1,000,000',
      '25 Nov 202600TSh 0',
      '26 Nov 202642TSh 2,500,000',
      'Total53TSh 3,500,000',
    ]);
    const comparison = screen.getByLabelText('This period against the one before');
    expect(comparison).toHaveTextContent('TSh 3,500,000+100%vs TSh 1,750,000 (21 Nov 2026 to 23 Nov 2026)');
    expect(screen.getByRole('list', { name: 'Top laptops' })).toHaveTextContent(
      'ThinkPad Kazi2 · TSh 2,000,000',
    );
    expect(server.sent[0]?.params).toMatchObject({ granularity: 'day', brand: 'fursa' });
    // Payments received: each currency its own table, receipts less credit notes beside revenue.
    const received = screen.getByRole('table', {
      name: 'Receipts less credit notes per day in TZS, beside the revenue of sold orders',
    });
    expect(
      within(received)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayReceiptsCredit notesReceivedRevenue of sold orders',
      '26 Nov 2026TSh 2,410,0002 receiptsTSh 1,180,0001 credit noteTSh 1,230,000TSh 1,230,000',
    ]);
    expect(
      screen.getByRole('table', { name: 'VAT inside the payments received in TZS, per tax code' }),
    ).toHaveTextContent('A standard (18%)TSh 1,180,000TSh 180,000E exemptTSh 50,000TSh 0');
    expect(
      screen.getByRole('table', { name: 'VAT inside the payments received in USD, per tax code' }),
    ).toHaveTextContent('A standard (18%)US$59.00US$9.00');
    // Laptops are FURSA's one kind of order: the totals above are theirs.
    expect(screen.queryByLabelText('Revenue by kind of order')).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'igsum');
    expect(
      await screen.findByRole('table', { name: 'Orders, sales and revenue in USD per day' }),
    ).toHaveTextContent('Total53US$650.00');
    expect(screen.getByRole('list', { name: 'Top tours' })).toHaveTextContent('Serengeti3 · US$600.00');
    // IGSUM's tours and products each against the period before, never only their sum.
    expect(screen.getByLabelText('Revenue by kind of order')).toHaveTextContent(
      'ToursUS$600.00 · 2 sales +100% vs US$300.00IGSUM productsUS$50.00 · 1 sale vs US$0.00',
    );
    expect(server.sent.at(-1)?.params).toMatchObject({ brand: 'igsum' });
  });
});
