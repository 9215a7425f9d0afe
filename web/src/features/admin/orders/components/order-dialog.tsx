import type { AdminOrder } from '@shop/contract/admin-orders';
import { paymentLabelOf } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import type { ReactNode } from 'react';
import { DeliveryDetails } from '#web/components/orders/delivery-details.tsx';
import { OrderTimeline } from '#web/components/orders/order-timeline.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminOrder } from '#web/features/admin/orders/api/get-admin-order.ts';
import { OrderStatusBadge } from '#web/features/admin/shared/components/order-status-badge.tsx';
import { formatDate, formatDeliveryFee, formatMoney } from '#web/lib/format.ts';
import { OrderMobileMoney } from './order-mobile-money';
import { OrderPayments, RefundDueBadge } from './order-payments';
import { StatusUpdater } from './status-updater';

type OrderDialogProps = {
  /** The order to show, or null when closed. */
  order: AdminOrder | null;
  /** `status` shows only the status update (the table's edit-status button). */
  mode: 'details' | 'status';
  onClose: () => void;
};

export function OrderDialog({ order, mode, onClose }: OrderDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(44rem,calc(100vw-2rem))]" aria-describedby={undefined}>
        {order ? <OrderDialogBody initial={order} mode={mode} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OrderDialogBody({
  initial,
  mode,
  onClose,
}: {
  initial: AdminOrder;
  mode: OrderDialogProps['mode'];
  onClose: () => void;
}) {
  // The list row shows at once; the single-order read brings it up to date.
  const detail = useAdminOrder(initial.id);
  const order = detail.data ?? initial;
  const customerName =
    order.user.profile.full_name || `${order.user.first_name} ${order.user.last_name}`.trim();

  if (mode === 'status') {
    return (
      <>
        <DialogTitle className="pr-10 font-display text-xl font-bold">Update Order Status</DialogTitle>
        <p className="mt-1 text-sm text-muted">
          {order.order_id} · {formatMoney(order.total_amount, order.currency)} · currently{' '}
          <OrderStatusBadge status={order.status} />
        </p>
        <div className="mt-4">
          <StatusUpdater order={order} onDone={onClose} />
        </div>
      </>
    );
  }

  return (
    <>
      <DialogTitle className="pr-10 font-display text-xl font-bold">Order {order.order_id}</DialogTitle>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
        Placed {formatDate(order.created_at)} <OrderStatusBadge status={order.status} />
        <Badge tone={order.order_type === 'fursa' ? 'blue' : 'yellow'}>
          {order.order_type.toUpperCase()}
        </Badge>
        <RefundDueBadge order={order} />
      </p>
      {detail.isFetching && !detail.data ? <Spinner className="mt-2 justify-start text-sm" /> : null}

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Section title="Customer">
          <Row label="User">
            #{order.user.id} · {order.user.username}
          </Row>
          <Row label="Name">{customerName || 'Not set'}</Row>
          <Row label="Email">
            <a className="underline" href={`mailto:${order.user.email}`}>
              {order.user.email}
            </a>
          </Row>
          <Row label="Phone">
            {order.user.profile.phone
              ? `${order.user.profile.country_code} ${order.user.profile.phone}`
              : 'Not set'}
          </Row>
        </Section>
        <Section title="Payment">
          <Row label="Method">{paymentMethodName(order)}</Row>
          <Row label="Status">
            <Badge
              tone={
                order.payment_status === 'paid'
                  ? 'green'
                  : order.payment_status === 'pending'
                    ? 'yellow'
                    : 'grey'
              }
            >
              {paymentLabelOf(order)}
            </Badge>
          </Row>
          {order.paid_at ? <Row label="Paid">{formatDate(order.paid_at)}</Row> : null}
          <Row label="Total">
            <strong>{formatMoney(order.total_amount, order.currency)}</strong>
          </Row>
        </Section>
      </div>

      <Section title="Items" className="mt-5">
        <ul className="divide-y divide-line rounded-lg border border-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold">{item.item_name}</p>
                <p className="text-muted">
                  {item.tour_date
                    ? `${item.participants ?? item.quantity} participant(s) · ${formatDate(item.tour_date)}`
                    : `Qty ${item.quantity} × ${formatMoney(item.price, order.currency)}`}
                  {item.product ? ` · in stock: ${item.product.stock_quantity}` : ''}
                </p>
              </div>
              <span className="font-semibold">{formatMoney(item.line_total, order.currency)}</span>
            </li>
          ))}
        </ul>
      </Section>

      {order.payments.length > 0 ? (
        <Section title="Payments received" className="mt-5" list>
          <OrderPayments order={order} />
        </Section>
      ) : null}

      {order.mobile_money_attempts.length > 0 ? (
        <Section title="Mobile money attempts" className="mt-5" list>
          <OrderMobileMoney attempts={order.mobile_money_attempts} />
        </Section>
      ) : null}

      {order.fulfilment || order.shipping_address || order.notes ? (
        <Section title="Delivery" className="mt-5">
          {order.fulfilment ? (
            <Row label={order.fulfilment === 'pickup' ? 'Pickup' : 'Deliver to'}>
              <DeliveryDetails order={order} />
            </Row>
          ) : null}
          {order.kind === 'product_order' ? (
            <Row label="Fee">{formatDeliveryFee(order.delivery_fee, order.currency)}</Row>
          ) : null}
          {order.shipping_address ? <Row label="Address">{order.shipping_address}</Row> : null}
          {order.notes ? <Row label="Notes">{order.notes}</Row> : null}
        </Section>
      ) : null}

      <Section title="History" className="mt-5" list>
        <OrderTimeline order={order} />
      </Section>

      <div className="mt-6 rounded-xl bg-sunken p-4">
        <StatusUpdater order={order} />
      </div>
    </>
  );
}

function Section({
  title,
  className,
  list = false,
  children,
}: {
  title: string;
  className?: string;
  /** The children are a list of their own rather than label/value rows. */
  list?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {list ? children : <dl className="grid gap-1.5 text-sm">{children}</dl>}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
