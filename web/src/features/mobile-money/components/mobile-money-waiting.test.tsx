import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrder } from '#web/lib/payments/get-order.ts';
import { useOrderAndPay } from '#web/lib/payments/start-payment.ts';
import { Route, Routes, useLocation } from '#web/lib/router/router.tsx';
import { makeOrder, makeUser, renderWithProviders } from '#web/test/render.tsx';
import { deferred, type StubAnswer, serveApi } from '#web/test/stub-server.ts';
import { MobileMoneyWaiting } from './mobile-money-waiting';

// The screen keeps the number per attempt in this tab's sessionStorage (payer-phone-memory.ts).
afterEach(() => sessionStorage.clear());

function attempt(overrides: Partial<MobileMoneyAttempt> = {}): MobileMoneyAttempt {
  return {
    id: 7,
    order_id: 3,
    status: 'pending',
    operator: 'mpesa',
    phone: '2557******56',
    amount_tzs: '3755500.00',
    rate: '2590.00',
    order_currency: 'USD',
    order_total: '1450.00',
    created_at: '2025-01-01T10:00:00Z',
    expires_at: '2025-01-01T10:05:00Z',
    failure_reason: null,
    demo_phone_url: 'http://localhost:8000/api/payments/demo/phone/MMABC/',
    ...overrides,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderWaiting(phone: string | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/pay/mobile-money/7" element={<MobileMoneyWaiting attemptId={7} phone={phone} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: makeUser(), route: '/pay/mobile-money/7' },
  );
}

describe('MobileMoneyWaiting', () => {
  it('shows both amounts and the demo phone while pending, then goes to the booking success page once paid', async () => {
    let approved = false;
    serveApi((config) => {
      if (config.url === '/orders/3/') return { status: 200, data: makeOrder({ id: 3 }) };
      return { status: 200, data: approved ? attempt({ status: 'paid', demo_phone_url: null }) : attempt() };
    });
    renderWaiting('255754123456');

    expect(await screen.findByText("US$1,450.00 = TSh 3,755,500 at today's rate")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the demo phone' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your approval');
    approved = true;
    expect(
      await screen.findByText('at /booking-success?order_id=3', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a failed push offers the three ways on, and Try again pushes to the same number', async () => {
    const server = serveApi((config) => {
      if (config.method === 'post') return { status: 201, data: attempt({ id: 8 }) };
      return { status: 200, data: attempt({ status: 'failed', failure_reason: 'Declined on the phone.' }) };
    });
    renderWaiting('255754123456');
    const user = userEvent.setup();

    expect(await screen.findByText('Declined on the phone.')).toBeInTheDocument();
    // docs/payments.md: the screen tells the customer what happened and what they can do next.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment did not go through');
    expect(
      screen.getByText('You can try again, use another number, or pay another way.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay another way' })).toHaveAttribute(
      'href',
      '/dashboard#recent-orders',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('at /pay/mobile-money/8')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')?.body).toEqual({
      order_id: 3,
      phone: '255754123456',
    });
  });

  it('keeps the number after a reload: the screen opened again without it still offers Try again', async () => {
    const server = serveApi((config) => {
      if (config.method === 'post') return { status: 201, data: attempt({ id: 8 }) };
      return { status: 200, data: attempt({ status: 'failed', failure_reason: 'Declined on the phone.' }) };
    });
    const first = renderWaiting('255754123456');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();

    // The address opened again: no navigation state hands the number over.
    renderWaiting(null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('at /pay/mobile-money/8')).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'POST')?.body).toEqual({
      order_id: 3,
      phone: '255754123456',
    });
  });

  it("waits for this push though the order is already known from its deposit's payment", async () => {
    serveApi((config) => {
      if (config.url === '/orders/3/')
        return { status: 200, data: makeOrder({ id: 3, payment_status: 'pending' }) };
      return { status: config.method === 'post' ? 201 : 200, data: attempt({ id: 8 }) };
    });
    // The booking's page pays its balance after the deposit's success page read the order in this tab.
    function PayBalance() {
      const known = useOrder(3, true);
      const { pay } = useOrderAndPay({
        createOrder: async (id: number) => ({ id }),
        refresh: [],
        redirect: () => {},
        pushRefused: { title: 'Refused', fallback: 'Refused', href: () => '/' },
      });
      return known.data ? (
        <button type="button" onClick={() => void pay(3, { kind: 'mobile_money', phone: '255754123456' })}>
          Pay the balance
        </button>
      ) : null;
    }
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/bookings/3" element={<PayBalance />} />
        <Route
          path="/pay/mobile-money/8"
          element={<MobileMoneyWaiting attemptId={8} phone="255754123456" />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { user: makeUser(), route: '/dashboard/bookings/3' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay the balance' }));

    expect(
      await screen.findByRole('heading', { name: 'Approve the payment on your phone' }),
    ).toBeInTheDocument();
    // The screen's effects run once React has committed what it drew: only then would it leave.
    await act(async () => {});
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  });

  it('draws the attempt the push answered at once, without waiting for its first poll', async () => {
    const poll = deferred<StubAnswer>();
    const server = serveApi((config) =>
      config.method === 'post' ? { status: 201, data: attempt() } : poll.promise,
    );
    function PlaceAndPay() {
      const { pay } = useOrderAndPay({
        createOrder: async () => makeOrder({ id: 3 }),
        refresh: [],
        redirect: () => {},
        pushRefused: { title: 'Refused', fallback: 'Refused', href: () => '/' },
      });
      return (
        <button
          type="button"
          onClick={() => void pay(undefined, { kind: 'mobile_money', phone: '255754123456' })}
        >
          Pay
        </button>
      );
    }
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<PlaceAndPay />} />
        <Route
          path="/pay/mobile-money/:id"
          element={<MobileMoneyWaiting attemptId={7} phone="255754123456" />}
        />
      </Routes>,
      { user: makeUser(), route: '/checkout' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByText("US$1,450.00 = TSh 3,755,500 at today's rate")).toBeInTheDocument();
    expect(screen.getByText(/Vodacom M-Pesa · 2557\*+56/)).toBeInTheDocument();
    expect(screen.queryByText('Loading your payment...')).not.toBeInTheDocument();
    expect(server.sent.filter((r) => r.method === 'GET')).toHaveLength(0);
    poll.resolve({ status: 200, data: attempt() });
  });

  it('an expired push without a known number asks for one and names its operator as it is typed', async () => {
    serveApi(() => ({
      status: 200,
      data: attempt({ status: 'expired', failure_reason: 'Not approved in time.' }),
    }));
    renderWaiting(null);
    const user = userEvent.setup();

    expect(await screen.findByText('Not approved in time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment timed out');
    expect(
      screen.getByText('Enter a mobile money number to try again, or pay another way.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile money number'), '0687 000 111');
    expect(screen.getByText('Operator: Airtel Money')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Mobile money number'));
    await user.type(screen.getByLabelText('Mobile money number'), '0799 000 111');
    await user.click(screen.getByRole('button', { name: 'Pay with this number' }));
    expect(await screen.findByText(/not on a mobile money network/)).toBeInTheDocument();
  });
});
