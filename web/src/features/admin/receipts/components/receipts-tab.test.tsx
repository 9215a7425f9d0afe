import type { AdminReceipt, AdminZReport } from '@shop/contract/receipts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { ReceiptsTab, receiptsQuery } from './receipts-tab';
import { darEsSalaamToday } from './z-report-card';

const admin = makeUser({ username: 'admin', is_staff: true, is_superuser: true });
type Base = Omit<AdminReceipt, 'id' | 'number' | 'status' | 'attempts' | 'last_error' | 'fiscal'>;
const base = {
  daily_number: 3,
  z_number: '20261129',
  date: '2026-11-29',
  time: '14:05:09',
  payment_type: 'EMONEY',
  currency: 'TZS',
  total: '1180000.00',
  vat: '180000.00',
  customer_name: 'Baraka Traders Ltd',
  customer_tin: '123456789',
  customer_vrn: '40012345K',
  lines: [],
  verification_code: null,
  verify_url: null,
  seller: null,
  order_id: 7,
  order_reference: 'FUR-7K2M9Q',
  // A receipt's credit notes (docs/receipts.md), none here.
  credits_number: null,
  credit_notes: [],
} as Base;
const failed: AdminReceipt = {
  ...base,
  id: 12,
  number: 42,
  fiscal: true,
  status: 'failed',
  attempts: 3,
  last_error: 'refused: ACKCODE 7: SERVICE UNAVAILABLE',
};
const sent: AdminReceipt = {
  ...base,
  id: 11,
  number: 41,
  fiscal: true,
  status: 'sent',
  attempts: 1,
  last_error: null,
  customer_tin: null,
  customer_vrn: null,
};
const zReport: AdminZReport = {
  date: '2026-11-29',
  status: 'pending',
  attempts: 0,
  last_error: null,
  sent_at: null,
  totals: [{ currency: 'TZS', receipts: 2, total: '2360000.00', vat: '360000.00' }],
  vat_by_code: [{ currency: 'TZS', tax_code: 'A', net: '2000000.00', vat: '360000.00' }],
  payments: [{ currency: 'TZS', payment_type: 'EMONEY', amount: '2360000.00' }],
};

describe('ReceiptsTab', () => {
  it('lists receipts with their TRA status and reason, searches them, and resends a failed one', async () => {
    const server = serveApi((req) => {
      if (req.method === 'post') return { status: 200, data: { ...failed, status: 'queued' } };
      if (req.url === '/admin/receipts/z-report/') return { status: 200, data: zReport };
      return { status: 200, data: { receipts: [failed, sent], has_more: false } };
    });
    renderWithProviders(<ReceiptsTab />, { user: admin });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Receipts' });
    const [, failedRow, sentRow] = within(table).getAllByRole('row');
    expect(failedRow).toHaveTextContent('42');
    expect(failedRow).toHaveTextContent('FUR-7K2M9Q');
    expect(failedRow).toHaveTextContent('TIN 123456789');
    expect(failedRow).toHaveTextContent('VRN 40012345K');
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('3 tries');
    expect(failedRow).toHaveTextContent('refused: ACKCODE 7: SERVICE UNAVAILABLE');
    expect(sentRow).toHaveTextContent('Sent to TRA');
    expect(within(sentRow!).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();

    const search = screen.getByRole('form', { name: 'Search receipts' });
    await user.type(within(search).getByLabelText('Receipt number'), '42');
    await user.type(within(search).getByLabelText('Order'), ' fur-7k ');
    await user.selectOptions(within(search).getByLabelText('TRA status'), 'failed');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(server.sent.filter((r) => r.url === '/admin/receipts/').at(-1)).toMatchObject({
      params: { number: 42, order: 'fur-7k', status: 'failed' },
    });

    await user.click(within(failedRow!).getByRole('button', { name: 'Resend receipt 42 to TRA' }));
    expect(await screen.findByText('Receipt 42 queued for TRA')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/admin/receipts/12/resend/' });
  });

  it("shows the day's Z report and another day's when picked", async () => {
    const server = serveApi((req) =>
      req.url === '/admin/receipts/z-report/'
        ? {
            status: 200,
            data:
              req.params?.date === '2026-11-28'
                ? {
                    ...zReport,
                    status: 'sent',
                    date: '2026-11-28',
                    sent_at: '2026-11-28T21:10:00Z',
                    attempts: 1,
                  }
                : zReport,
          }
        : { status: 200, data: { receipts: [], has_more: false } },
    );
    renderWithProviders(<ReceiptsTab />, { user: admin });
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { name: 'Z report' })).closest('section')!;
    expect(await within(card).findByText('Made after the day ends')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 receipts, VAT TSh 360,000');
    expect(card).toHaveTextContent('A · Standard rate (18%)');
    expect(card).toHaveTextContent('Mobile money');
    expect(server.sent.find((r) => r.url === '/admin/receipts/z-report/')).toMatchObject({
      params: { date: darEsSalaamToday() },
    });
    const day = within(card).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-11-28');
    expect(await within(card).findByText('Sent to TRA')).toBeInTheDocument();
    expect(screen.getByText('No receipt matches.')).toBeInTheDocument();
  });

  it('sends only what was typed, a number only when it is one', () => {
    expect(receiptsQuery({ number: ' 4a2 ', order: '', date: '', status: '' }, undefined)).toEqual({
      number: 42,
    });
    expect(
      receiptsQuery({ number: 'x', order: 'x'.repeat(40), date: '2026-11-29', status: 'plain' }, 9),
    ).toEqual({
      order: 'x'.repeat(32),
      date: '2026-11-29',
      status: 'plain',
      before: 9,
    });
  });

  it('says when the day is in Dar es Salaam', () => {
    expect(darEsSalaamToday(new Date('2026-11-29T21:30:00Z'))).toBe('2026-11-30');
    expect(darEsSalaamToday(new Date('2026-11-29T20:59:59Z'))).toBe('2026-11-29');
  });
});
