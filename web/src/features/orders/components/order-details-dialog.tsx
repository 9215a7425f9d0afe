import type { Order } from '@shop/contract/orders';
import { CalendarDays, Users } from 'lucide-react';
import { DeliveryDetails } from '#web/components/orders/delivery-details.tsx';
import { OrderTimeline } from '#web/components/orders/order-timeline.tsx';
import { paymentMethodText } from '#web/components/orders/payment-method-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { paths } from '#web/config/paths.ts';
import { useCancelOrder } from '#web/features/orders/api/cancel-order.ts';
import { useT } from '#web/i18n/use-t.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { formatDate, formatDeliveryFee, formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderReceipts } from './order-receipts';
import { OrderReturns } from './order-returns';

type OrderDetailsDialogProps = {
  order: Order | null;
  onClose: () => void;
};

/**
 * An order's lines, delivery and history; a pending, unpaid order can be cancelled from here.
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const cancel = useCancelOrder();
  const { t, locale } = useT();
  const cancellable = order !== null && order.status === 'pending' && order.payment_status !== 'paid';

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="w-[min(40rem,calc(100vw-1.5rem))]!">
        {order ? (
          <div className="grid gap-5">
            <div className="pr-10">
              <DialogTitle className="font-display text-xl font-bold break-all">
                {t('account.order.title', { order: order.order_id })}
              </DialogTitle>
              <p className="mt-1 text-sm text-muted">
                {order.order_type.toUpperCase()} ·{' '}
                {t('account.order.placed', { date: formatDate(order.created_at, locale) })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge order={order} />
              </div>
              {order.kind === 'tour_booking' ? (
                // Its deposit, balance, travellers and cancelling are on its own page (docs/tours-pricing.md).
                <Button asChild variant="outline" size="sm" className="mt-3 w-fit">
                  <Link to={paths.tourBooking.href(order.id)}>{t('bookings.view')}</Link>
                </Button>
              ) : null}
            </div>

            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('account.order.items', { order: order.order_id })}</caption>
                <thead className="border-b border-line text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-2 font-semibold">
                      {t('account.order.item')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">
                      {t('account.order.qty')}
                    </th>
                    <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                      {t('account.order.price')}
                    </th>
                    <th scope="col" className="py-2 pl-2 text-right font-semibold">
                      {t('checkout.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={item.id} className="border-b border-line align-top">
                      <td className="py-3 pr-2">
                        <div className="flex gap-3">
                          <ProductImage
                            src={item.product?.image_url ?? item.tour?.image_url}
                            alt=""
                            width={48}
                            height={36}
                            placeholder={item.tour ? 'tour' : order.order_type}
                            // A phone gives the name the thumbnail's width: the table has three columns to fit.
                            className="hidden h-9 w-12 shrink-0 rounded sm:block"
                          />
                          <div className="min-w-0">
                            <p className="font-medium">{item.item_name}</p>
                            <p className="text-xs text-muted sm:hidden">
                              {t('account.order.each', {
                                price: formatMoney(item.price, order.currency, locale),
                              })}
                            </p>
                            {item.tour_date ? (
                              <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                                <CalendarDays className="size-3.5" aria-hidden />
                                {t('account.order.tourDate', { date: formatDate(item.tour_date, locale) })}
                              </p>
                            ) : null}
                            {item.participants !== null ? (
                              <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                                <Users className="size-3.5" aria-hidden />
                                {t('account.order.participants', { count: item.participants })}
                              </p>
                            ) : null}
                            {/* docs/serials-and-warranty.md: each unit's serial and the warranty's last day. */}
                            {item.serials && item.serials.length > 0 ? (
                              <p className="mt-1 font-mono text-xs text-muted [overflow-wrap:anywhere]">
                                {t('account.order.serials', {
                                  count: item.serials.length,
                                  serials: item.serials.join(', '),
                                })}
                              </p>
                            ) : null}
                            {item.warranty ? (
                              <p className="mt-1 text-xs text-muted">
                                {t(
                                  item.warranty.under_warranty
                                    ? 'account.order.warrantyUntil'
                                    : 'account.order.warrantyEnded',
                                  {
                                    date: formatDate(`${item.warranty.ends_on}T12:00:00Z`, locale),
                                  },
                                )}
                              </p>
                            ) : null}
                          </div>
                        </div>
                      </td>
                      <td className="px-2 py-3 text-right tabular-nums">{item.quantity}</td>
                      {/* A phone shows the unit price under the name instead, as the heading is hidden too. */}
                      <td className="hidden px-2 py-3 text-right whitespace-nowrap sm:table-cell">
                        {formatMoney(item.price, order.currency, locale)}
                      </td>
                      <td className="py-3 pl-2 text-right font-semibold whitespace-nowrap">
                        {formatMoney(item.line_total, order.currency, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2} className="pt-3 text-right font-semibold sm:hidden">
                      {t('account.order.total')}
                    </th>
                    <th
                      scope="row"
                      colSpan={3}
                      className="hidden pt-3 text-right font-semibold sm:table-cell"
                    >
                      {t('account.order.total')}
                    </th>
                    <td className="pt-3 pl-2 text-right text-base font-bold whitespace-nowrap">
                      {formatMoney(order.total_amount, order.currency, locale)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>

            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('account.order.method')}</dt>
                <dd className="font-medium">{paymentMethodText(order, t)}</dd>
              </div>
              {order.kind === 'product_order' ? (
                <div>
                  <dt className="text-muted">{t('checkout.fee')}</dt>
                  <dd className="font-medium">
                    {formatDeliveryFee(order.delivery_fee, order.currency, t('checkout.free'), locale)}
                  </dd>
                </div>
              ) : null}
              {order.discount_code ? (
                <div>
                  <dt className="text-muted">{t('checkout.discountLine', { code: order.discount_code })}</dt>
                  <dd className="font-medium">
                    −{formatMoney(order.discount_amount, order.currency, locale)}
                  </dd>
                </div>
              ) : null}
              {Number(order.store_credit_amount ?? 0) > 0 ? (
                <div>
                  <dt className="text-muted">{t('checkout.storeCreditLine')}</dt>
                  <dd className="font-medium">
                    −{formatMoney(order.store_credit_amount!, order.currency, locale)}
                  </dd>
                </div>
              ) : null}
              {order.fulfilment ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted">
                    {order.fulfilment === 'pickup' ? t('orderDone.pickup') : t('orderDone.deliverTo')}
                  </dt>
                  <dd>
                    <DeliveryDetails order={order} />
                  </dd>
                </div>
              ) : null}
              {order.shipping_address ? (
                <div>
                  <dt className="text-muted">{t('account.order.address')}</dt>
                  <dd className="font-medium">{order.shipping_address}</dd>
                </div>
              ) : null}
              {order.notes ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted">{t('account.order.notes')}</dt>
                  <dd>{order.notes}</dd>
                </div>
              ) : null}
            </dl>

            <section aria-labelledby={`order-${order.id}-history`} className="grid gap-3">
              <h3
                id={`order-${order.id}-history`}
                className="text-sm font-semibold tracking-wide text-muted uppercase"
              >
                {t('account.order.history')}
              </h3>
              <OrderTimeline order={order} />
            </section>

            <OrderReceipts orderId={order.id} />

            <OrderReturns order={order} />

            {cancellable ? (
              <Button
                variant="outline"
                className="w-fit text-danger"
                disabled={cancel.isPending}
                onClick={() => {
                  if (!window.confirm(t('account.order.confirmCancel', { order: order.order_id }))) return;
                  cancel.mutate(order.id, {
                    onSuccess: (cancelled) => {
                      toast.success(t('account.order.cancelled'), {
                        description: t('account.order.cancelledText', { order: cancelled.order_id }),
                      });
                      onClose();
                    },
                    onError: (err) => showErrorToast(err, t('account.order.cancelFailed')),
                  });
                }}
              >
                {cancel.isPending ? t('account.order.cancelling') : t('account.order.cancel')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
