import type { Order, OrderEvent, OrderStatus } from '@shop/contract/orders';
import { type Translate, useT } from '#web/i18n/use-t.ts';
import { formatDateTimeIn } from '#web/lib/format-date-time.ts';

type TimelineStep = { key: string; label: string; note: string; at: string };
type TimelineOrder = Pick<Order, 'events' | 'payment_method' | 'fulfilment'>;

function statusLabel(status: OrderStatus, order: Pick<Order, 'fulfilment'>, t: Translate): string {
  if (status === 'shipped')
    return t(order.fulfilment === 'pickup' ? 'account.timeline.pickup' : 'account.timeline.delivery');
  return t(`account.status.${status}`);
}

function stepOf(
  event: OrderEvent,
  order: Pick<Order, 'fulfilment'>,
  t: Translate,
): Omit<TimelineStep, 'key'> {
  if (event.type === 'placed')
    return { label: t('account.timeline.placed'), note: event.note, at: event.created_at };
  if (event.type === 'paid')
    return { label: t('account.timeline.paid'), note: event.note, at: event.created_at };
  // docs/returns.md: a return or repair request's step, naming its line.
  if (event.type === 'return' && event.return_step)
    return {
      label: t(`account.timeline.return.${event.return_step}`, { item: event.return_item ?? '' }),
      note: event.note,
      at: event.created_at,
    };
  return {
    label: event.status ? statusLabel(event.status, order, t) : t('account.timeline.updated'),
    note: event.note,
    at: event.created_at,
  };
}

/**
 * docs/orders.md: an order's history, oldest first. An unpaid cash-on-delivery order says so
 * where a paid one says when it was paid.
 */
function timelineSteps(order: TimelineOrder, t: Translate): TimelineStep[] {
  const steps = order.events.map((event, i) => ({ key: `${i}`, ...stepOf(event, order, t) }));
  const paid = order.events.some((e) => e.type === 'paid');
  const placed = order.events.findIndex((e) => e.type === 'placed');
  if (order.payment_method === 'cash_on_delivery' && !paid && placed >= 0) {
    steps.splice(placed + 1, 0, {
      key: 'cash-on-delivery',
      label: t('account.timeline.cod'),
      note: t(
        order.fulfilment === 'pickup' ? 'account.timeline.payOnPickup' : 'account.timeline.payOnArrival',
      ),
      at: order.events[placed]?.created_at ?? '',
    });
  }
  return steps;
}

export function OrderTimeline({ order }: { order: TimelineOrder }) {
  const { t, locale } = useT();
  const steps = timelineSteps(order, t);
  if (steps.length === 0) return null;
  return (
    <ol aria-label={t('account.timeline')} className="grid gap-3 border-l-2 border-line pl-4">
      {steps.map((step) => (
        <li key={step.key} className="relative grid gap-0.5 text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand" />
          <span className="font-medium text-ink">{step.label}</span>
          <time dateTime={step.at} className="text-xs text-muted">
            {formatDateTimeIn(step.at, locale)}
          </time>
          {step.note ? <span className="text-muted break-words">{step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
