import type { Order } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import { CircleAlert, CircleCheck, Clock, LayoutDashboard, LogIn, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StateFacts, StatePanel } from '#web/components/layout/state-panel.tsx';
import { DeliveryDetails } from '#web/components/orders/delivery-details.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { formatDeliveryFee, formatMoney } from '#web/lib/format.ts';
import { usePaymentConfirmation } from '#web/lib/payments/confirm-payment.ts';
import { useOrder } from '#web/lib/payments/get-order.ts';

type OrderConfirmationProps = {
  orderId: number | null;
  /** Set when the payment provider sent the customer back; absent for cash on delivery. */
  sessionId: string | null;
};

const LOAD_FAILED = 'Your order could not be loaded. Please try again.';

/**
 * Where a laptop checkout ends. After paying, the server checks the session with the provider
 * and marks the order paid (docs/payments.md); a cash-on-delivery order is only read back.
 */
export function OrderConfirmation({ orderId, sessionId }: OrderConfirmationProps) {
  const { user, isLoading } = useAuth();
  const signedIn = !isLoading && user !== null;
  const confirmation = usePaymentConfirmation(sessionId, signedIn);
  const placed = useOrder(orderId, signedIn && !sessionId);
  const answer = sessionId ? confirmation : placed;

  if (!sessionId && orderId === null) {
    return (
      <StatePanel icon={<CircleAlert className="size-8 text-danger" aria-hidden />} title="No order to show">
        <p>This page opens after placing an order. Your orders are listed on your dashboard.</p>
        <Actions />
      </StatePanel>
    );
  }
  if (!isLoading && !user) {
    return (
      <StatePanel
        icon={<LogIn className="size-8 text-accent-text" aria-hidden />}
        title="Sign in to see your order"
      >
        <p>Your session has ended. Sign in with the account you ordered with to see your order.</p>
        <div className="mt-6 flex justify-center">
          <Button asChild>
            <Link to={paths.auth.href()}>Sign In</Link>
          </Button>
        </div>
      </StatePanel>
    );
  }
  if (answer.isError) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={sessionId ? 'We could not confirm your payment' : 'We could not load your order'}
      >
        <p role="alert">{toApiError(answer.error, LOAD_FAILED).message}</p>
        <div className="mt-6 flex justify-center">
          <Button onClick={() => void answer.refetch()} disabled={answer.isFetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
        <Actions />
      </StatePanel>
    );
  }
  const order = sessionId ? confirmation.data?.order : placed.data;
  if (!order) {
    return (
      <StatePanel
        icon={<Spinner label="" />}
        title={sessionId ? 'Confirming your payment...' : 'Loading your order...'}
      >
        <p>Please wait a moment.</p>
      </StatePanel>
    );
  }

  const paid = order.payment_status === 'paid';
  const cash = order.payment_method === 'cash_on_delivery';
  return (
    <StatePanel
      icon={
        paid || cash ? (
          <CircleCheck className="size-10 text-green-700" aria-hidden />
        ) : (
          <Clock className="size-10 text-yellow-700" aria-hidden />
        )
      }
      title={paid ? 'Order Confirmed!' : cash ? 'Order Placed!' : 'Payment not confirmed yet'}
    >
      <p>
        {paid
          ? 'Thank you for shopping with FURSA. Your payment has been received.'
          : cash
            ? 'Thank you for shopping with FURSA. You pay in cash when your order is handed over.'
            : 'The payment provider has not confirmed this payment yet. Your laptops are held while you finish paying.'}
      </p>
      <OrderFacts order={order} />
      {!paid && !cash ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void answer.refetch()} disabled={answer.isFetching}>
            <RefreshCw aria-hidden />
            Check again
          </Button>
        </div>
      ) : null}
      <Actions />
    </StatePanel>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const rows: [string, ReactNode][] = [
    ['Order', order.order_id],
    [
      'Items',
      <ul key="items" className="grid gap-1">
        {order.items.map((item) => (
          // The amount wraps below a name too long to share the line, never squeezing it to a word a line.
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0">
              {item.quantity} × {item.item_name}
            </span>
            <span className="ml-auto whitespace-nowrap">{formatMoney(item.line_total, order.currency)}</span>
          </li>
        ))}
      </ul>,
    ],
    [order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery to', <DeliveryDetails key="d" order={order} />],
    ['Subtotal', formatMoney(order.subtotal, order.currency)],
    ['Delivery fee', formatDeliveryFee(order.delivery_fee, order.currency)],
    ['Total', <strong key="t">{formatMoney(order.total_amount, order.currency)}</strong>],
    [
      'Payment',
      order.payment_status === 'paid'
        ? `Paid · ${paymentMethodName(order)}`
        : order.payment_method === 'cash_on_delivery'
          ? paymentMethodName(order)
          : 'Pending',
    ],
  ];
  return <StateFacts rows={rows} />;
}

function Actions() {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.dashboard.href()}>
          <LayoutDashboard aria-hidden />
          View My Orders
        </Link>
      </Button>
    </div>
  );
}
