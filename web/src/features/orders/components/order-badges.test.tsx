import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './order-badges';

describe('the payment badge a customer sees', () => {
  it('tells a cash-on-delivery order to pay at the door, then that it was paid in cash', () => {
    const { rerender } = render(
      <PaymentStatusBadge order={{ payment_method: 'cash_on_delivery', payment_status: 'pending' }} />,
    );
    expect(screen.getByText('Pay on delivery')).toBeInTheDocument();
    // Delivered: the server recorded the cash (docs/orders.md).
    rerender(<PaymentStatusBadge order={{ payment_method: 'cash_on_delivery', payment_status: 'paid' }} />);
    expect(screen.getByText('Paid in cash')).toBeInTheDocument();
    expect(screen.queryByText(/payment pending/i)).not.toBeInTheDocument();
  });

  it('keeps the payment status of an order paid online', () => {
    render(<PaymentStatusBadge order={{ payment_method: 'credit_card', payment_status: 'pending' }} />);
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
  });
});
