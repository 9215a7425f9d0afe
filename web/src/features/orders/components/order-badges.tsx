import { ORDER_STATUS_COLORS, type Order, type PaymentStatus, paymentLabelOf } from '@shop/contract/orders';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** docs/orders.md status colours; a status the map does not know shows grey. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const tone: BadgeTone = ORDER_STATUS_COLORS[status] ?? 'grey';
  return <Badge tone={tone}>{capitalise(status)}</Badge>;
}

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'purple',
};

export function PaymentStatusBadge({ order }: { order: Pick<Order, 'payment_method' | 'payment_status'> }) {
  return <Badge tone={PAYMENT_TONES[order.payment_status] ?? 'grey'}>{paymentLabelOf(order)}</Badge>;
}
