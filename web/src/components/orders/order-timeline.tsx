import type { Order, OrderEvent, OrderStatus } from '@shop/contract/orders';
import { formatDateTime } from '#web/lib/format.ts';

type TimelineStep = { key: string; label: string; note: string; at: string };

function statusLabel(status: OrderStatus, order: Pick<Order, 'fulfilment'>): string {
  if (status === 'shipped') return order.fulfilment === 'pickup' ? 'Ready for pickup' : 'Out for delivery';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function stepOf(event: OrderEvent, order: Pick<Order, 'fulfilment'>): Omit<TimelineStep, 'key'> {
  if (event.type === 'placed') return { label: 'Order placed', note: event.note, at: event.created_at };
  if (event.type === 'paid') return { label: 'Paid', note: event.note, at: event.created_at };
  return {
    label: event.status ? statusLabel(event.status, order) : 'Updated',
    note: event.note,
    at: event.created_at,
  };
}

/**
 * docs/orders.md: an order's history, oldest first. An unpaid cash-on-delivery order says so
 * where a paid one says when it was paid.
 */
export function timelineSteps(
  order: Pick<Order, 'events' | 'payment_method' | 'fulfilment'>,
): TimelineStep[] {
  const steps = order.events.map((event, i) => ({ key: `${i}`, ...stepOf(event, order) }));
  const paid = order.events.some((e) => e.type === 'paid');
  const placed = order.events.findIndex((e) => e.type === 'placed');
  if (order.payment_method === 'cash_on_delivery' && !paid && placed >= 0) {
    steps.splice(placed + 1, 0, {
      key: 'cash-on-delivery',
      label: 'Cash on delivery',
      note: order.fulfilment === 'pickup' ? 'Pay when you collect it.' : 'Pay when it arrives.',
      at: order.events[placed]?.created_at ?? '',
    });
  }
  return steps;
}

export function OrderTimeline({ order }: { order: Pick<Order, 'events' | 'payment_method' | 'fulfilment'> }) {
  const steps = timelineSteps(order);
  if (steps.length === 0) return null;
  return (
    <ol aria-label="Order history" className="grid gap-3 border-l-2 border-line pl-4">
      {steps.map((step) => (
        <li key={step.key} className="relative grid gap-0.5 text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand" />
          <span className="font-medium text-ink">{step.label}</span>
          <time dateTime={step.at} className="text-xs text-muted">
            {formatDateTime(step.at)}
          </time>
          {step.note ? <span className="text-muted break-words">{step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
