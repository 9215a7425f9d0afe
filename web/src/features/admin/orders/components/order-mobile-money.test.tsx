import type { AdminMobileMoneyAttempt } from '@shop/contract/mobile-money';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { OrderMobileMoney } from './order-mobile-money';

const attempt: AdminMobileMoneyAttempt = {
  id: 7,
  status: 'failed',
  operator: 'mpesa',
  phone: '2557******56',
  amount_tzs: '6475000.00',
  rate: '2590.00',
  provider: 'demo',
  created_at: '2026-11-23T10:00:00Z',
  failure_reason: 'Declined on the phone',
};

describe('OrderMobileMoney', () => {
  it('lists each attempt with its amount, rate, status, operator, masked number and reason', () => {
    renderWithProviders(
      <OrderMobileMoney
        attempts={[attempt, { ...attempt, id: 8, status: 'paid', operator: 'airtel', failure_reason: null }]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('TSh 6,475,000');
    expect(items[0]).toHaveTextContent('rate TSh 2,590 per USD');
    expect(items[0]).toHaveTextContent('failed');
    expect(items[0]).toHaveTextContent('Vodacom M-Pesa · 2557******56 · demo');
    expect(items[0]).toHaveTextContent('Declined on the phone');
    expect(items[1]).toHaveTextContent('paid');
    expect(items[1]).toHaveTextContent('Airtel Money');
  });
});
