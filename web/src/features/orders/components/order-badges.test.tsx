import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';

describe('the payment badge a customer sees', () => {
  it('tells a cash-on-delivery order to pay at the door, then that it was paid in cash', () => {
    const { unmount } = renderWithProviders(
      <PaymentStatusBadge order={{ payment_method: 'cash_on_delivery', payment_status: 'pending' }} />,
    );
    expect(screen.getByText('Pay on delivery')).toBeInTheDocument();
    unmount();
    // Delivered: the server recorded the cash (docs/orders.md).
    renderWithProviders(
      <PaymentStatusBadge order={{ payment_method: 'cash_on_delivery', payment_status: 'paid' }} />,
    );
    expect(screen.getByText('Paid in cash')).toBeInTheDocument();
    expect(screen.queryByText(/payment pending/i)).not.toBeInTheDocument();
  });

  it('keeps the payment status of an order paid online', () => {
    renderWithProviders(
      <PaymentStatusBadge order={{ payment_method: 'credit_card', payment_status: 'pending' }} />,
    );
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
  });

  it("reads in Swahili on a Swahili page, with the glossary's statuses", () => {
    renderWithProviders(
      <>
        <PaymentStatusBadge order={{ payment_method: 'cash_on_delivery', payment_status: 'pending' }} />
        <OrderStatusBadge status="shipped" />
      </>,
      { locale: 'sw' },
    );
    expect(screen.getByText('Lipa unapopokea')).toBeInTheDocument();
    expect(screen.getByText('Iko njiani')).toBeInTheDocument();
  });
});
