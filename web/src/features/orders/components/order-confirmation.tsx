import type { Order } from '@shop/contract/orders';
import { CircleAlert, CircleCheck, Clock, LayoutDashboard, LogIn, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { StateFacts, StatePanel } from '#web/components/layout/state-panel.tsx';
import { DeliveryDetails } from '#web/components/orders/delivery-details.tsx';
import { paymentMethodText } from '#web/components/orders/payment-method-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { formatDeliveryFee, formatMoney } from '#web/lib/format.ts';
import { usePaymentConfirmation } from '#web/lib/payments/confirm-payment.ts';
import { useOrder } from '#web/lib/payments/get-order.ts';
import { Link } from '#web/lib/router/router.tsx';

type OrderConfirmationProps = {
  orderId: number | null;
  /** Set when the payment provider sent the customer back; absent for cash on delivery. */
  sessionId: string | null;
};

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
  const { t } = useT();

  if (!sessionId && orderId === null) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={t('orderDone.none')}
      >
        <p>{t('orderDone.noneText')}</p>
        <Actions />
      </StatePanel>
    );
  }
  if (!isLoading && !user) {
    return (
      <StatePanel
        icon={<LogIn className="size-8 text-accent-text" aria-hidden />}
        title={t('orderDone.signIn')}
      >
        <p>{t('orderDone.signInText')}</p>
        <div className="mt-6 flex justify-center">
          <Button asChild>
            <Link to={paths.auth.href()}>{t('nav.signIn')}</Link>
          </Button>
        </div>
      </StatePanel>
    );
  }
  if (answer.isError) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={sessionId ? t('orderDone.notConfirmed') : t('orderDone.notLoaded')}
      >
        <p role="alert">{toApiError(answer.error, t('orderDone.loadFailed')).message}</p>
        <div className="mt-6 flex justify-center">
          <Button onClick={() => void answer.refetch()} disabled={answer.isFetching}>
            <RefreshCw aria-hidden />
            {t('orderDone.tryAgain')}
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
        title={sessionId ? t('orderDone.confirming') : t('orderDone.loading')}
      >
        <p>{t('orderDone.wait')}</p>
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
      title={paid ? t('orderDone.confirmed') : cash ? t('orderDone.placed') : t('orderDone.unpaid')}
    >
      <p>{paid ? t('orderDone.paidText') : cash ? t('orderDone.cashText') : t('orderDone.unpaidText')}</p>
      <OrderFacts order={order} />
      {!paid && !cash ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void answer.refetch()} disabled={answer.isFetching}>
            <RefreshCw aria-hidden />
            {t('orderDone.checkAgain')}
          </Button>
        </div>
      ) : null}
      <Actions />
    </StatePanel>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { t, locale } = useT();
  const rows: [string, ReactNode][] = [
    [t('orderDone.order'), order.order_id],
    [
      t('orderDone.items'),
      <ul key="items" className="grid gap-1">
        {order.items.map((item) => (
          // The amount wraps below a name too long to share the line, never squeezing it to a word a line.
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0">
              {item.quantity} × {item.item_name}
            </span>
            <span className="ml-auto whitespace-nowrap">
              {formatMoney(item.line_total, order.currency, locale)}
            </span>
          </li>
        ))}
      </ul>,
    ],
    [
      order.fulfilment === 'pickup' ? t('orderDone.pickup') : t('orderDone.deliverTo'),
      <DeliveryDetails key="d" order={order} />,
    ],
    [t('checkout.subtotal'), formatMoney(order.subtotal, order.currency, locale)],
    [t('checkout.fee'), formatDeliveryFee(order.delivery_fee, order.currency, t('checkout.free'), locale)],
    // docs/discount-codes.md: the saving is its own line, between the fee and the total.
    ...(order.discount_code
      ? ([
          [
            t('checkout.discountLine', { code: order.discount_code }),
            `−${formatMoney(order.discount_amount, order.currency, locale)}`,
          ],
        ] satisfies [string, ReactNode][])
      : []),
    [t('checkout.total'), <strong key="t">{formatMoney(order.total_amount, order.currency, locale)}</strong>],
    // docs/store-credit.md: the credit it took is its own line, under the total it paid part of.
    ...(Number(order.store_credit_amount ?? 0) > 0
      ? ([
          [
            t('checkout.storeCreditLine'),
            `−${formatMoney(order.store_credit_amount!, order.currency, locale)}`,
          ],
        ] satisfies [string, ReactNode][])
      : []),
    [
      t('checkout.payment'),
      order.payment_status === 'paid'
        ? t('orderDone.paidBy', { method: paymentMethodText(order, t) })
        : order.payment_method === 'cash_on_delivery'
          ? paymentMethodText(order, t)
          : t('orderDone.pending'),
    ],
  ];
  return <StateFacts rows={rows} />;
}

function Actions() {
  const { t } = useT();
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.dashboard.href()}>
          <LayoutDashboard aria-hidden />
          {t('orderDone.myOrders')}
        </Link>
      </Button>
    </div>
  );
}
