import { ORDER_STATUS_COLORS, type OrderStatus } from '@shop/contract/orders';
import { Badge } from '#web/components/ui/badge.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** docs/orders.md colours; the status itself is the text, so colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return (
    <Badge tone={ORDER_STATUS_COLORS[status] ?? 'grey'} className="capitalize">
      {t('admin.statusBadge', { status })}
    </Badge>
  );
}
