import { ChevronRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RECENT_ORDERS_LIMIT } from '#web/config/constants.ts';
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderDetailsDialog } from './order-details-dialog';

/**
 * The first orders, newest first, with "And N more orders..." unfolding the rest loaded so far and
 * "Load more orders" fetching the next page (docs/lists.md).
 */
export function RecentOrders() {
  const orders = useOrders();
  const [showAll, setShowAll] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { t, locale } = useT();
  // Looked up on every render so the dialog shows the order as the list has it now (e.g. cancelled).
  const selected = orders.data?.find((o) => o.id === selectedId) ?? null;

  if (orders.isPending) {
    return (
      <div aria-busy className="grid gap-3">
        <span className="sr-only">{t('account.orders.loading')}</span>
        {Array.from({ length: RECENT_ORDERS_LIMIT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
          <Skeleton key={i} className="h-[4.5rem] w-full" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-line p-4">
        <p className="font-semibold">{t('account.orders.loadFailed')}</p>
        <p className="text-sm text-muted">
          {toApiError(orders.error, t('checkout.checkConnection')).message}
        </p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void orders.refetch()}>
          {t('checkout.retry')}
        </Button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-line p-6 text-center">
        <PackageOpen className="size-8 text-muted" aria-hidden />
        <p className="font-semibold">{t('account.orders.none')}</p>
        <p className="text-sm text-muted">{t('account.orders.noneText')}</p>
      </div>
    );
  }

  const shown = showAll ? orders.data : orders.data.slice(0, RECENT_ORDERS_LIMIT);
  const more = orders.data.length - RECENT_ORDERS_LIMIT;
  const moreText = orders.hasNextPage
    ? t('account.orders.moreOpen', { count: more })
    : t('account.orders.more', { count: more });

  return (
    <>
      <ul aria-label={t('account.orders.label')} className="grid grid-cols-1 gap-3">
        {shown.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => setSelectedId(order.id)}
              aria-label={t('account.orders.view', { order: order.order_id })}
              className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3 text-left transition-colors hover:bg-sunken"
            >
              <p className="truncate font-semibold">{order.order_id}</p>
              <p className="flex items-center gap-1 font-bold whitespace-nowrap">
                {formatMoney(order.total_amount, order.currency, locale)}
                <ChevronRight className="size-4 text-muted" aria-hidden />
              </p>
              <div className="col-span-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                <span>
                  {order.order_type.toUpperCase()} · {formatDate(order.created_at, locale)}
                </span>
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge order={order} />
              </div>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3 empty:hidden">
        {more > 0 ? (
          <Button variant="outline" size="sm" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
            {showAll ? t('account.orders.fewer') : moreText}
          </Button>
        ) : null}
        {showAll && orders.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            aria-disabled={orders.isFetchingNextPage}
            onClick={() => {
              if (!orders.isFetchingNextPage) void orders.fetchNextPage();
            }}
          >
            {orders.isFetchingNextPage ? t('account.orders.loadingMore') : t('account.orders.loadMore')}
          </Button>
        ) : null}
      </div>
      <OrderDetailsDialog order={selected} onClose={() => setSelectedId(null)} />
    </>
  );
}
