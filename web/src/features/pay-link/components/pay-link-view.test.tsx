import type { PayLinkOrder } from '@shop/contract/phone-orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { PayLinkView } from './pay-link-view';

const HOSTILE = '<img src=x onerror=alert(1)>';

const order = (overrides: Partial<PayLinkOrder> = {}): PayLinkOrder => ({
  id: 7,
  order_id: 'FUR-ABC123',
  brand: 'fursa',
  kind: 'product_order',
  currency: 'TZS',
  status: 'pending',
  payment_status: 'pending',
  payment_method: 'mobile_money',
  items: [{ name: HOSTILE, quantity: 1, price: '1300000.00' }],
  subtotal: '1300000.00',
  delivery_fee: '0.00',
  discount_amount: '100000.00',
  total_amount: '1200000.00',
  due: '1200000.00',
  greeting_name: HOSTILE,
  phone_hint: '+255754***45',
  phone: '+255754123445',
  hold_expires_at: '2026-12-01T09:00:00Z',
  claimable: true,
  card_available: true,
  ...overrides,
});

describe('PayLinkView', () => {
  it("shows the order, typed names as text, and the customer's number ready for the push, in Swahili", () => {
    const { container } = renderWithProviders(<PayLinkView token="P1-7-x-y" order={order()} />, {
      locale: 'sw',
    });
    expect(screen.getByRole('heading', { name: `Habari ${HOSTILE}` })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Punguzo')).toBeVisible();
    expect(screen.getByText('Cha kulipa sasa')).toBeVisible();
    expect(screen.getByLabelText('Namba ya pesa kwa simu')).toHaveValue('0754123445');
    expect(screen.getByRole('button', { name: 'Lipa kwa kadi' })).toBeVisible();
    // Not paid yet: no password offered.
    expect(screen.queryByRole('button', { name: 'Weka nenosiri' })).toBeNull();
  });

  it('offers the first password once paid, and says cash on delivery is paid when handed over', () => {
    const paid = renderWithProviders(
      <PayLinkView token="t" order={order({ payment_status: 'paid', due: null })} />,
    );
    expect(screen.getByText('Paid. Thank you!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay by mobile money' })).toBeNull();
    paid.unmount();
    renderWithProviders(
      <PayLinkView
        token="t"
        order={order({ payment_method: 'cash_on_delivery', due: null, claimable: false })}
      />,
    );
    expect(screen.getByText('You pay this order in cash when it is handed over.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });
});
