import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeLaptopOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { OrderDialog } from './order-dialog';
import { RefundDueBadge } from './order-payments';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const payment = {
  provider: 'stripe',
  amount: '1600.00',
  currency: 'USD',
  created_at: '2026-03-01T10:00:00Z',
  refunded_at: null,
};
const order = makeAdminOrder({
  id: 41,
  order_id: 'IGS-ABC123',
  payments: [
    { ...payment, id: 1, outcome: 'applied', refund_status: 'none' },
    { ...payment, id: 2, outcome: 'duplicate', refund_status: 'due' },
    { ...payment, id: 3, amount: '20.00', currency: 'EUR', outcome: 'mismatch', refund_status: 'due' },
  ],
});

describe('refunds due in the admin orders', () => {
  it('flags the money owed back with its amounts in the order table', () => {
    renderWithProviders(<RefundDueBadge order={order} />, { user: admin });
    expect(screen.getByText('Refund due: US$1,600.00 + EUR 20.00')).toBeInTheDocument();
  });

  it('shows no flag when nothing is owed', () => {
    renderWithProviders(<RefundDueBadge order={{ ...order, payments: order.payments.slice(0, 1) }} />, {
      user: admin,
    });
    expect(screen.queryByText(/Refund due/)).not.toBeInTheDocument();
  });

  it("lists the order's payments with what is owed back; refunds are asked for below them (docs/refunds.md)", async () => {
    const paidBack = {
      ...order,
      payments: order.payments.map((p) =>
        p.id === 3 ? { ...p, refund_status: 'refunded' as const, refunded_at: '2026-03-02T08:00:00Z' } : p,
      ),
    };
    serveApi((config) =>
      config.url === '/admin/orders/41/refunds/'
        ? {
            status: 200,
            data: {
              refunds: [],
              refundable: [
                {
                  payment_id: 1,
                  provider: 'stripe',
                  currency: 'USD',
                  refundable: '1600.00',
                  by_provider: true,
                },
                {
                  payment_id: 2,
                  provider: 'stripe',
                  currency: 'USD',
                  refundable: '1600.00',
                  by_provider: true,
                },
              ],
            },
          }
        : { status: 200, data: paidBack },
    );
    renderWithProviders(<OrderDialog order={paidBack} mode="details" onClose={() => {}} />, { user: admin });

    const list = screen.getByRole('heading', { name: 'Payments received' }).nextElementSibling as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Paid the order');
    expect(rows[1]).toHaveTextContent('Second payment: the order was already paid');
    expect(rows[1]).toHaveTextContent('Refund due');
    expect(rows[2]).toHaveTextContent('EUR 20.00');
    expect(rows[2]).toHaveTextContent('Refunded 2 Mar 2026');
    // Money goes back through a refund (its provider, or by hand with a reference), never a bare mark.
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Refund US\$1,600\.00 \(stripe\)$/ })).toHaveLength(
      2,
    );
  });
});

describe('a laptop order in the admin dialog', () => {
  const laptop = makeAdminOrder({ ...makeLaptopOrder(), payments: [] });

  it('shows the delivery details and the history, and ships with the courier note', async () => {
    const server = serveApi((config) =>
      config.method === 'put'
        ? { status: 200, data: { order: { ...laptop, status: 'shipped' }, warnings: [] } }
        : { status: 200, data: laptop },
    );
    renderWithProviders(<OrderDialog order={laptop} mode="details" onClose={() => {}} />, { user: admin });

    expect(screen.getByText('Sokoine Road 12')).toBeInTheDocument();
    expect(screen.getByText('Landmark: Clock tower')).toBeInTheDocument();
    // No business invoice asked for: no such section.
    expect(screen.queryByText('Business invoice')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    await userEvent.selectOptions(screen.getByLabelText('Order status'), 'shipped');
    await userEvent.type(screen.getByLabelText('Note for the customer (optional)'), ' DHL, tracking 12345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Order status updated')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/orders/77/',
      body: { status: 'shipped', note: 'DHL, tracking 12345' },
    });
  });
});

describe('a cash-on-delivery order in the admin dialog', () => {
  it('reads "Pay on delivery" until delivered, then "Paid in cash", never "Payment pending"', () => {
    const cod = makeAdminOrder({
      ...makeLaptopOrder({ payment_method: 'cash_on_delivery', payment_status: 'pending', paid_at: null }),
      payments: [],
    });
    const { unmount } = renderWithProviders(<OrderDialog order={cod} mode="details" onClose={() => {}} />, {
      user: admin,
    });
    expect(screen.getByText('Pay on delivery')).toBeInTheDocument();
    unmount();

    const delivered = { ...cod, status: 'delivered' as const, payment_status: 'paid' as const };
    renderWithProviders(<OrderDialog order={delivered} mode="details" onClose={() => {}} />, { user: admin });
    expect(screen.getByText('Paid in cash')).toBeInTheDocument();
    expect(screen.queryByText(/payment pending/i)).not.toBeInTheDocument();
  });
});

describe('the payment method in the admin dialog', () => {
  it.each([
    [
      { payment_method: 'credit_card', payment: { ...makeLaptopOrder().payment!, demo: true } },
      'Card (demo)',
    ],
    [{ payment_method: 'credit_card', payment_status: 'pending' as const, payment: null }, 'Card'],
    [
      { payment_method: 'cash_on_delivery', payment_status: 'pending' as const, payment: null },
      'Cash on delivery',
    ],
  ])('names %o as the customer chose it: %s', (overrides, name) => {
    const laptop = makeAdminOrder({ ...makeLaptopOrder(overrides), payments: [] });
    serveApi(() => ({ status: 200, data: laptop }));
    renderWithProviders(<OrderDialog order={laptop} mode="details" onClose={() => {}} />, { user: admin });

    expect(screen.getByText('Method').nextElementSibling?.textContent).toBe(name);
  });
});

describe('the status update', () => {
  it('keeps the note with the inputs, above the Update Status button', () => {
    const laptop = makeAdminOrder({ ...makeLaptopOrder(), payments: [] });
    serveApi(() => ({ status: 200, data: laptop }));
    renderWithProviders(<OrderDialog order={laptop} mode="status" onClose={() => {}} />, { user: admin });

    const fields = [
      screen.getByLabelText('Order status'),
      screen.getByLabelText('Note for the customer (optional)'),
      screen.getByRole('button', { name: 'Update Status' }),
    ];
    for (const [before, after] of [fields.slice(0, 2), fields.slice(1)] as [HTMLElement, HTMLElement][]) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

describe('a discounted order in the admin dialog', () => {
  it('shows the code and its saving as their own line beside the total', () => {
    const discounted = makeAdminOrder({
      ...makeLaptopOrder({
        discount_code: 'KARIBU10',
        discount_amount: '65000.00',
        total_amount: '610000.00',
      }),
      payments: [],
      mobile_money_attempts: [],
    });
    serveApi(() => ({ status: 200, data: discounted }));
    renderWithProviders(<OrderDialog order={discounted} mode="details" onClose={() => {}} />, {
      user: admin,
    });

    expect(screen.getByText('Discount (KARIBU10)')).toBeInTheDocument();
    expect(screen.getByText('−TSh 65,000')).toBeInTheDocument();
    expect(screen.getByText('TSh 610,000')).toBeInTheDocument();
  });
});

describe("a tour booking's order in the admin dialog", () => {
  // docs/tours-pricing.md: its deposit, balance and cancellation are the booking's view.
  it("links to the booking's view, which a laptop order has none of", () => {
    serveApi(() => ({ status: 200, data: order }));
    const { unmount } = renderWithProviders(<OrderDialog order={order} mode="details" onClose={() => {}} />, {
      user: admin,
    });
    expect(screen.getByRole('link', { name: 'Booking terms, balance and cancellation' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=tour-bookings&booking=41',
    );
    unmount();
    const laptop = makeAdminOrder({ ...makeLaptopOrder(), payments: [] });
    serveApi(() => ({ status: 200, data: laptop }));
    renderWithProviders(<OrderDialog order={laptop} mode="details" onClose={() => {}} />, { user: admin });
    expect(screen.queryByRole('link', { name: 'Booking terms, balance and cancellation' })).toBeNull();
  });
});

describe('a business customer in the admin dialog', () => {
  it('shows the TIN and VRN the customer gave for the receipts', () => {
    const business = makeAdminOrder({
      ...makeLaptopOrder(),
      payments: [],
      customer_tin: '123456789',
      customer_vrn: '40012345K',
    });
    renderWithProviders(<OrderDialog order={business} mode="details" onClose={() => {}} />, { user: admin });
    const section = screen.getByText('Business invoice').closest('section')!;
    expect(section).toHaveTextContent('TIN123456789');
    expect(section).toHaveTextContent('VRN40012345K');
  });
});
