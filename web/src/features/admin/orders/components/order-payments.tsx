import type { AdminOrder } from '@shop/contract/admin-orders';
import { Currency } from '@shop/contract/common';
import type { PaymentOutcome, PaymentRecord } from '@shop/contract/payments';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMarkRefundSent } from '#web/features/admin/orders/api/mark-refund-sent.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

const OUTCOME_TEXT: Record<PaymentOutcome, string> = {
  applied: 'Paid the order',
  duplicate: 'Second payment: the order was already paid',
  order_cancelled: 'Arrived after the order was cancelled',
  mismatch: 'Amount or currency differs from the checkout',
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
  if (due.length === 0) return null;
  return <Badge tone="red">Refund due: {due.map(money).join(' + ')}</Badge>;
}

/** Every payment confirmed for the order; one owed back can be recorded as refunded. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const markSent = useMarkRefundSent();
  if (order.payments.length === 0) return null;
  const onMark = (payment: PaymentRecord) =>
    markSent.mutate(
      { orderId: order.id, paymentId: payment.id },
      {
        onSuccess: () =>
          toast.success('Refund recorded', { description: `${money(payment)} marked refunded` }),
        onError: (err) => showErrorToast(err, 'Failed to record the refund'),
      },
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {order.payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">
              {money(payment)} <span className="font-normal text-muted">· {payment.provider}</span>
            </p>
            <p className="text-muted">
              {OUTCOME_TEXT[payment.outcome]} · {formatDate(payment.created_at)}
            </p>
          </div>
          {payment.refund_status === 'due' ? (
            <div className="flex items-center gap-2">
              <Badge tone="red">Refund due</Badge>
              <Button
                size="sm"
                variant="outline"
                disabled={markSent.isPending}
                onClick={() => onMark(payment)}
              >
                Mark refunded
              </Button>
            </div>
          ) : payment.refund_status === 'refunded' ? (
            <Badge tone="grey">
              Refunded{payment.refunded_at ? ` ${formatDate(payment.refunded_at)}` : ''}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
