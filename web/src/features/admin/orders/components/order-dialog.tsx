import type { AdminOrder } from '@shop/contract/admin-orders';
import { paymentLabelOf } from '@shop/contract/orders';
import { paymentMethodName } from '@shop/contract/payment-method-names';
import type { ReactNode } from 'react';
import { DeliveryDetails } from '#web/components/orders/delivery-details.tsx';
import { OrderTimeline } from '#web/components/orders/order-timeline.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAdminOrder } from '#web/features/admin/orders/api/get-admin-order.ts';
import { LineSerials } from '#web/features/admin/serials/components/line-serials.tsx';
import { OrderStatusBadge } from '#web/features/admin/shared/components/order-status-badge.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { formatDate, formatDeliveryFee, formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { OrderMobileMoney } from './order-mobile-money';
import { OrderPayments, RefundDueBadge } from './order-payments';
import { OrderRefunds } from './order-refunds';
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
  const { t } = useT();
  const order = detail.data ?? initial;
  const customerName =
    order.user.profile.full_name || `${order.user.first_name} ${order.user.last_name}`.trim();

  if (mode === 'status') {
    return (
      <>
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {t('adminOrders.updateTitle')}
        </DialogTitle>
        <p className="mt-1 text-sm text-muted">
          {t('adminOrders.currently', {
            order: order.order_id,
            total: formatMoney(order.total_amount, order.currency),
          })}{' '}
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
      <DialogTitle className="pr-10 font-display text-xl font-bold">
        {t('adminOrders.dialogTitle', { order: order.order_id })}
      </DialogTitle>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('adminOrders.placed', { date: formatDate(order.created_at) })}{' '}
        <OrderStatusBadge status={order.status} />
        <Badge tone={order.order_type === 'fursa' ? 'blue' : 'yellow'}>
          {order.order_type.toUpperCase()}
        </Badge>
        <RefundDueBadge order={order} />
      </p>
      {detail.isFetching && !detail.data ? (
        <Spinner label={t('admin.loading')} className="mt-2 justify-start text-sm" />
      ) : null}

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Section title={t('adminOrders.customer')}>
          <Row label={t('adminOrders.user')}>
            {t('adminOrders.userValue', { id: order.user.id, username: order.user.username })}
          </Row>
          <Row label={t('adminOrders.name')}>{customerName || t('adminOrders.notSet')}</Row>
          <Row label={t('adminOrders.email')}>
            <a className="underline" href={`mailto:${order.user.email}`}>
              {order.user.email}
            </a>
          </Row>
          <Row label={t('adminOrders.phone')}>
            {order.user.profile.phone
              ? `${order.user.profile.country_code} ${order.user.profile.phone}`
              : t('adminOrders.notSet')}
          </Row>
        </Section>
        <Section title={t('adminOrders.payment')}>
          <Row label={t('adminOrders.method')}>{paymentMethodName(order)}</Row>
          <Row label={t('adminOrders.paymentStatus')}>
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
          {order.paid_at ? <Row label={t('adminOrders.paid')}>{formatDate(order.paid_at)}</Row> : null}
          {order.discount_code ? (
            <Row label={t('adminOrders.discount', { code: order.discount_code })}>
              −{formatMoney(order.discount_amount, order.currency)}
            </Row>
          ) : null}
          <Row label={t('adminOrders.total')}>
            <strong>{formatMoney(order.total_amount, order.currency)}</strong>
          </Row>
          {Number(order.store_credit_amount ?? 0) > 0 ? (
            <Row label={t('adminOrders.storeCredit')}>
              −{formatMoney(order.store_credit_amount!, order.currency)}
            </Row>
          ) : null}
        </Section>
      </div>

      <Section title={t('adminOrders.items')} className="mt-5">
        <ul className="divide-y divide-line rounded-lg border border-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold">{item.item_name}</p>
                <p className="text-muted">
                  {item.tour_date
                    ? t('adminOrders.participants', {
                        count: item.participants ?? item.quantity,
                        date: formatDate(item.tour_date),
                      })
                    : t('adminOrders.quantity', {
                        quantity: item.quantity,
                        price: formatMoney(item.price, order.currency),
                      })}
                  {item.product ? t('adminOrders.inStock', { stock: item.product.stock_quantity }) : ''}
                </p>
                {item.tour ? null : <LineSerials orderId={order.id} item={item} />}
              </div>
              <span className="font-semibold">{formatMoney(item.line_total, order.currency)}</span>
            </li>
          ))}
        </ul>
      </Section>

      {order.kind === 'tour_booking' ? (
        // docs/tours-pricing.md: a booking's deposit, balance and cancellation are the booking's view.
        <p className="mt-3 text-sm">
          <Link
            to={paths.adminDashboard.href({ tab: 'tour-bookings', booking: String(order.id) })}
            className="font-semibold text-accent-text underline underline-offset-2"
          >
            {t('adminTours.orderLink')}
          </Link>
        </p>
      ) : null}

      {order.payments.length > 0 ? (
        <Section title={t('adminOrders.paymentsReceived')} className="mt-5" list>
          <OrderPayments order={order} />
          <OrderRefunds order={order} />
        </Section>
      ) : null}

      {order.mobile_money_attempts.length > 0 ? (
        <Section title={t('adminOrders.mobileMoneyAttempts')} className="mt-5" list>
          <OrderMobileMoney attempts={order.mobile_money_attempts} />
        </Section>
      ) : null}

      {order.fulfilment || order.shipping_address || order.notes ? (
        <Section title={t('adminOrders.delivery')} className="mt-5">
          {order.fulfilment ? (
            <Row label={t(order.fulfilment === 'pickup' ? 'adminOrders.pickup' : 'adminOrders.deliverTo')}>
              <DeliveryDetails order={order} />
            </Row>
          ) : null}
          {order.kind === 'product_order' ? (
            <Row label={t('adminOrders.fee')}>
              {formatDeliveryFee(order.delivery_fee, order.currency, t('adminOrders.free'))}
            </Row>
          ) : null}
          {order.shipping_address ? (
            <Row label={t('adminOrders.address')}>{order.shipping_address}</Row>
          ) : null}
          {order.notes ? <Row label={t('adminOrders.notes')}>{order.notes}</Row> : null}
        </Section>
      ) : null}

      {order.customer_tin || order.customer_vrn ? (
        <Section title={t('adminReceipts.businessInvoice')} className="mt-5">
          {order.customer_tin ? <Row label={t('adminReceipts.tinLabel')}>{order.customer_tin}</Row> : null}
          {order.customer_vrn ? <Row label={t('adminReceipts.vrnLabel')}>{order.customer_vrn}</Row> : null}
        </Section>
      ) : null}

      <Section title={t('adminOrders.history')} className="mt-5" list>
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
