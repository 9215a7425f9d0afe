import type { AdminOrder } from '@shop/contract/admin-orders';
import { Currency } from '@shop/contract/common';
import type { PaymentOutcome, PaymentRecord } from '@shop/contract/payments';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMarkRefundSent } from '#web/features/admin/orders/api/mark-refund-sent.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

const OUTCOME_TEXT: Record<PaymentOutcome, MessageKey> = {
  applied: 'adminOrders.outcome.applied',
  duplicate: 'adminOrders.outcome.duplicate',
  order_cancelled: 'adminOrders.outcome.order_cancelled',
  mismatch: 'adminOrders.outcome.mismatch',
};

/** A provider may report a currency the shop does not sell in; it is shown as given. */
function money(payment: Pick<PaymentRecord, 'amount' | 'currency'>): string {
  const currency = Currency.safeParse(payment.currency);
  return currency.success
    ? formatMoney(payment.amount, currency.data)
    : `${payment.currency} ${payment.amount}`;
}

function refundsDue(order: AdminOrder): PaymentRecord[] {
  return order.payments.filter((p) => p.refund_status === 'due');
}

/** The order table's flag: the money owed back, per payment. */
export function RefundDueBadge({ order }: { order: AdminOrder }) {
  const due = refundsDue(order);
  const { t } = useT();
  if (due.length === 0) return null;
  return <Badge tone="red">{t('adminOrders.refundDueAmount', { amount: due.map(money).join(' + ') })}</Badge>;
}

/** Every payment confirmed for the order; one owed back can be recorded as refunded. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const markSent = useMarkRefundSent();
  const { t } = useT();
  if (order.payments.length === 0) return null;
  const onMark = (payment: PaymentRecord) =>
    markSent.mutate(
      { orderId: order.id, paymentId: payment.id },
      {
        onSuccess: () =>
          toast.success(t('adminOrders.refundRecorded'), {
            description: t('adminOrders.markedRefunded', { amount: money(payment) }),
          }),
        onError: (err) => showErrorToast(err, t('adminOrders.refundFailed')),
      },
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {order.payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">
              {money(payment)}{' '}
              <span className="font-normal text-muted">
                {t('adminOrders.provider', { provider: payment.provider })}
              </span>
            </p>
            <p className="text-muted">
              {t('adminOrders.outcomeLine', {
                outcome: t(OUTCOME_TEXT[payment.outcome]),
                date: formatDate(payment.created_at),
              })}
            </p>
          </div>
          {payment.refund_status === 'due' ? (
            <div className="flex items-center gap-2">
              <Badge tone="red">{t('adminOrders.refundDue')}</Badge>
              <Button
                size="sm"
                variant="outline"
                disabled={markSent.isPending}
                onClick={() => onMark(payment)}
              >
                {t('adminOrders.markRefunded')}
              </Button>
            </div>
          ) : payment.refund_status === 'refunded' ? (
            <Badge tone="grey">
              {payment.refunded_at
                ? t('adminOrders.refundedOn', { date: formatDate(payment.refunded_at) })
                : t('adminOrders.refunded')}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
