import { ORDER_STATUS_COLORS, type Order, type PaymentStatus } from '@shop/contract/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

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

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status] ?? 'grey'}>Payment {status}</Badge>;
}
