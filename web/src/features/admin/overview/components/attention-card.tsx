import type { AdminAttention } from '@shop/contract/admin-orders';
import type { ReceiptBacklog } from '@shop/contract/receipts';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/config/paths.ts';
import { RefundAttentionLinks } from '#web/features/admin/orders/components/refund-attention-links.tsx';
import { OverdueBookingLinks } from '#web/features/admin/tour-terms/components/overdue-booking-links.tsx';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';

/** docs/admin-dashboard.md, "Needs attention": each count, said in words, with the tab that resolves it. */
const ITEMS: {
  key: keyof AdminAttention;
  /** An ICU plural on `count`. */
  text: MessageKey;
  search: Record<string, string>;
  action: MessageKey;
}[] = [
  {
    key: 'failed_messages',
    text: 'adminOverview.attention.failed',
    search: { tab: 'outbox', status: 'failed' },
    action: 'adminOverview.attention.openOutbox',
  },
  {
    key: 'retrying_messages',
    text: 'adminOverview.attention.retrying',
    search: { tab: 'outbox', status: 'waiting' },
    action: 'adminOverview.attention.openOutbox',
  },
  {
    key: 'stuck_messages',
    text: 'adminOverview.attention.stuckMessages',
    search: { tab: 'outbox', status: 'waiting' },
    action: 'adminOverview.attention.openOutbox',
  },
  {
    key: 'refunds_due',
    text: 'adminOverview.attention.refunds',
    search: { tab: 'orders', refund_due: 'true' },
    action: 'adminOverview.attention.seeOrders',
  },
  {
    key: 'stuck_mobile_money',
    text: 'adminOverview.attention.stuck',
    search: { tab: 'orders', status: 'pending' },
    action: 'adminOverview.attention.seePending',
  },
  // Tour bookings (docs/tours-pricing.md): a balance past its due day waits for the admin's
  // decision (extend, or cancel under the terms); a cancelled booking's refund for paying out.
  {
    key: 'overdue_balances',
    text: 'adminOverview.attention.overdueBalances',
    search: { tab: 'tour-bookings' },
    action: 'adminTours.attention.seeBookings',
  },
  {
    key: 'booking_refunds_due',
    text: 'adminOverview.attention.bookingRefunds',
    search: { tab: 'orders' },
    action: 'adminOverview.attention.seeOrders',
  },
  // docs/refunds.md: a refund the provider refused, or one still not through an hour later.
  {
    key: 'refunds_attention',
    text: 'adminOverview.attention.refundsAttention',
    search: { tab: 'orders' },
    action: 'adminOverview.attention.seeOrders',
  },
];

/**
 * docs/receipts.md, "Backlog": a fiscal receipt normally reaches TRA within seconds; one waiting
 * this long means TRA or the worker is not taking them (the admins are e-mailed past an hour).
 */
export const RECEIPT_BACKLOG_SHOWN_SECONDS = 10 * 60;

export function AttentionCard({
  attention,
  receipts,
}: {
  attention: AdminAttention | undefined;
  receipts?: ReceiptBacklog | undefined;
}) {
  const { t } = useT();
  const backlog =
    receipts && receipts.unsent > 0 && receipts.oldest_seconds >= RECEIPT_BACKLOG_SHOWN_SECONDS
      ? receipts
      : null;
  const due = attention ? ITEMS.filter((item) => attention[item.key] > 0) : [];
  return (
    <section
      aria-label={t('adminOverview.attention.title')}
      className={`rounded-xl border bg-raised p-5 shadow-xs ${due.length > 0 ? 'border-red-300' : 'border-line'}`}
    >
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <BellRing className="size-5 text-accent-text" aria-hidden />
        {t('adminOverview.attention.title')}
        {attention && due.length + (backlog ? 1 : 0) > 0 ? (
          <Badge tone="red" className="ml-auto">
            {t('adminOverview.attention.items', { count: due.length + (backlog ? 1 : 0) })}
          </Badge>
        ) : null}
      </h3>
      {!attention ? (
        <div className="mt-3 h-12 animate-pulse rounded-lg bg-sunken" />
      ) : due.length === 0 && !backlog ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <CheckCircle2 className="size-4 text-green-700" aria-hidden />
          {t('adminOverview.attention.nothing')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {due.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="font-medium text-red-800">{t(item.text, { count: attention[item.key] })}</span>
              <Link
                to={paths.adminDashboard.href(item.search)}
                className="font-semibold text-accent-text underline underline-offset-2"
              >
                {t(item.action)}
              </Link>
              {item.key === 'overdue_balances' ? <OverdueBookingLinks /> : null}
              {item.key === 'refunds_attention' ? <RefundAttentionLinks /> : null}
            </li>
          ))}
          {backlog ? (
            <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="font-medium text-red-800">
                {t('adminReceipts.attention.backlog', {
                  count: backlog.unsent,
                  minutes: Math.floor(backlog.oldest_seconds / 60),
                })}
              </span>
              <Link
                to={paths.adminDashboard.href({ tab: 'receipts' })}
                className="font-semibold text-accent-text underline underline-offset-2"
              >
                {t('adminReceipts.attention.open')}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
