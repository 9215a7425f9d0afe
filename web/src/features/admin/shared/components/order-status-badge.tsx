import { ORDER_STATUS_COLORS, type OrderStatus } from '@shop/contract/orders';
import { Badge } from '#web/components/ui/badge.tsx';

/** docs/orders.md colours; the status itself is the text, so colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={ORDER_STATUS_COLORS[status] ?? 'grey'} className="capitalize">
      {status}
    </Badge>
  );
}
