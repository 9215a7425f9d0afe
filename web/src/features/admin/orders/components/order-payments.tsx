import type { AdminOrder } from '@shop/contract/admin-orders';
import { Currency } from '@shop/contract/common';
import type { PaymentOutcome, PaymentRecord } from '@shop/contract/payments';
import { Badge } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

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

/**
 * Every payment confirmed for the order, and what is owed back on it; the money goes back through
 * the refunds below it (docs/refunds.md), by the provider or recorded by hand with a reference.
 */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const { t } = useT();
  if (order.payments.length === 0) return null;
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
            <Badge tone="red">{t('adminOrders.refundDue')}</Badge>
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
