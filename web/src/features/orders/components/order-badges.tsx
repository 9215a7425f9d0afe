import { ORDER_STATUS_COLORS, type Order, type PaymentStatus, paymentLabelOf } from '@shop/contract/orders';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';

/** docs/glossary-sw.md, "Order statuses". */
const STATUS_NAMES: Record<Order['status'], MessageKey> = {
  pending: 'account.status.pending',
  confirmed: 'account.status.confirmed',
  processing: 'account.status.processing',
  shipped: 'account.status.shipped',
  delivered: 'account.status.delivered',
  completed: 'account.status.completed',
  sold: 'account.status.sold',
  cancelled: 'account.status.cancelled',
};

/** docs/orders.md status colours; a status the map does not know shows grey. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useT();
  const tone: BadgeTone = ORDER_STATUS_COLORS[status] ?? 'grey';
  return <Badge tone={tone}>{STATUS_NAMES[status] ? t(STATUS_NAMES[status]) : status}</Badge>;
}

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'purple',
};

/** contract/src/orders.ts' paymentLabelOf, in the page's language. */
const PAYMENT_LABELS: Record<string, MessageKey> = {
  'Pay on delivery': 'account.payment.onDelivery',
  'Paid in cash': 'account.payment.cash',
  'Payment pending': 'account.payment.pending',
  'Payment paid': 'account.payment.paid',
  'Payment failed': 'account.payment.failed',
  'Payment refunded': 'account.payment.refunded',
};

export function PaymentStatusBadge({ order }: { order: Pick<Order, 'payment_method' | 'payment_status'> }) {
  const { t } = useT();
  const label = paymentLabelOf(order);
  const key = PAYMENT_LABELS[label];
  return <Badge tone={PAYMENT_TONES[order.payment_status] ?? 'grey'}>{key ? t(key) : label}</Badge>;
}
