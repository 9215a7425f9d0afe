import type { TourBooking } from '@shop/contract/tour-terms';
import { type ReactNode, useState } from 'react';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { LoadError } from '#web/features/admin/shared/components/load-error.tsx';
import { TableSkeleton } from '#web/features/admin/shared/components/responsive-table.tsx';
import { useTourBooking } from '#web/features/admin/tour-terms/api/get-tour-booking.ts';
import { useMarkBookingRefunded } from '#web/features/admin/tour-terms/api/mark-booking-refunded.ts';
import { useRefundBooking } from '#web/features/admin/tour-terms/api/refund-booking.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { formatDate, formatDateTime, formatMoney } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ExtendBalanceForm } from './extend-balance-form';
import { TravellersList } from './travellers-list';

const STATE_TONES: Record<TourBooking['payment_state'], BadgeTone> = {
  unpaid: 'yellow',
  deposit_paid: 'blue',
  paid: 'green',
  cancelled: 'grey',
};

/** The admin's view of one tour booking (docs/tours-pricing.md); `order` is the order's id. */
export function BookingDialog({ order, onClose }: { order: number | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(44rem,calc(100vw-1rem))] p-4 sm:p-6" aria-describedby={undefined}>
        {order !== null ? <BookingBody order={order} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BookingBody({ order }: { order: number }) {
  const { t } = useT();
  const query = useTourBooking(order);
  const [cancelling, setCancelling] = useState(false);
  if (!query.data) {
    return (
      <>
        <DialogTitle className="pr-10 font-display text-xl font-bold">
          {t('adminTours.booking.loadingTitle')}
        </DialogTitle>
        <div className="mt-4">
          {query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <TableSkeleton rows={3} />
          )}
        </div>
      </>
    );
  }
  const booking = query.data;
  const money = (amount: string) => formatMoney(amount, booking.currency);
  const open = booking.payment_state !== 'cancelled';
  return (
    <>
      <DialogTitle className="pr-10 font-display text-xl font-bold">
        {t('adminTours.booking.title', { order: booking.order_id })}
      </DialogTitle>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('adminTours.booking.tourOn', { tour: booking.tour_title, date: formatDate(booking.tour_date) })}
        <Badge tone={STATE_TONES[booking.payment_state]}>
          {t(`adminTours.state.${booking.payment_state}`)}
        </Badge>
        {booking.balance_overdue ? <Badge tone="red">{t('adminTours.booking.overdue')}</Badge> : null}
        {booking.private ? <Badge tone="purple">{t('adminTours.booking.private')}</Badge> : null}
      </p>
      {!booking.has_terms ? (
        <p className="mt-3 text-sm text-muted">{t('adminTours.booking.noTerms')}</p>
      ) : null}

      <Part title={t('adminTours.booking.lines')}>
        <ul className="divide-y divide-line rounded-lg border border-line text-sm">
          {booking.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a booking's lines are a fixed snapshot
            <li key={index} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">{line.label}</p>
                <p className="text-muted">
                  {t('adminTours.booking.lineQuantity', {
                    quantity: line.quantity,
                    unit: money(line.unit_amount),
                  })}
                </p>
              </div>
              <span className="font-semibold whitespace-nowrap">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      </Part>

      <Part title={t('adminTours.booking.money')}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <Figure label={t('adminTours.booking.total')} strong>
            {money(booking.total)}
          </Figure>
          <Figure label={t('adminTours.booking.deposit')}>{money(booking.deposit)}</Figure>
          <Figure label={t('adminTours.booking.balance')}>{money(booking.balance)}</Figure>
          <Figure label={t('adminTours.booking.paid')}>{money(booking.amount_paid)}</Figure>
          {open ? <Figure label={t('adminTours.booking.due')}>{money(booking.amount_due)}</Figure> : null}
          {booking.balance_due_on ? (
            <Figure label={t('adminTours.booking.balanceDueOn')}>{formatDate(booking.balance_due_on)}</Figure>
          ) : null}
        </dl>
        {open && booking.payment_state === 'deposit_paid' ? (
          <div className="mt-4 rounded-lg bg-sunken p-4">
            <ExtendBalanceForm key={booking.balance_due_on} booking={booking} />
          </div>
        ) : null}
      </Part>

      {booking.cancellation ? <Cancellation booking={booking} /> : null}

      <Part title={t('adminTours.booking.travellers', { missing: booking.details_missing })}>
        <p className="mb-2 text-sm text-muted">
          {t('adminTours.booking.detailsDueOn', { date: formatDate(booking.details_due_on) })}
        </p>
        <TravellersList travellers={booking.travellers} label={t('adminTours.booking.travellersLabel')} />
      </Part>

      {booking.cancellation_tiers.length > 0 ? (
        <Part title={t('adminTours.booking.terms')}>
          <ul className="grid gap-1 text-sm">
            {booking.cancellation_tiers.map((tier) => (
              <li key={tier.days_before}>
                {t('adminTours.booking.tier', { days: tier.days_before, percent: tier.fee_percent })}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {open && booking.has_terms ? (
        <div className="mt-6 flex justify-end">
          <Button variant="outline" className="text-red-800" onClick={() => setCancelling(true)}>
            {t('adminTours.booking.cancel')}
          </Button>
          <CancelBookingDialog booking={booking} open={cancelling} onOpenChange={setCancelling} />
        </div>
      ) : null}
    </>
  );
}

/** A cancelled booking: why, the fee kept, the refund due and marking it paid back. */
function Cancellation({ booking }: { booking: TourBooking }) {
  const { t } = useT();
  const refunded = useMarkBookingRefunded();
  const payBack = useRefundBooking();
  const cancellation = booking.cancellation!;
  const money = (amount: string) => formatMoney(amount, booking.currency);
  const refundDue = Number(cancellation.refund_due) > 0;
  function markRefunded() {
    refunded.mutate(booking.order, {
      onSuccess: () => toast.success(t('adminTours.booking.refundMarked')),
      onError: (err) =>
        toast.error(t('adminTours.error'), {
          description: toApiError(err, t('adminTours.booking.refundFailed')).message,
        }),
    });
  }
  // docs/refunds.md: sent by the payments' providers; followed by the refund pass, which marks it paid back.
  function refundThroughProviders() {
    payBack.mutate(booking.order, {
      onSuccess: () => toast.success(t('adminTours.booking.refundAsked')),
      onError: (err) =>
        toast.error(t('adminTours.error'), {
          description: toApiError(err, t('adminTours.booking.refundFailed')).message,
        }),
    });
  }
  return (
    <Part title={t('adminTours.booking.cancellation')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <Figure label={t('adminTours.booking.cancelledAt')}>
          {formatDateTime(cancellation.cancelled_at)}
        </Figure>
        <Figure label={t('adminTours.booking.fee')}>
          {cancellation.fee_waived ? t('adminTours.booking.feeWaived') : money(cancellation.fee)}
        </Figure>
        <Figure label={t('adminTours.booking.refundDue')} strong>
          {money(cancellation.refund_due)}
        </Figure>
      </dl>
      {cancellation.reason ? (
        <p className="mt-2 text-sm">
          <span className="text-muted">{t('adminTours.booking.reason')}</span> {cancellation.reason}
        </p>
      ) : null}
      {refundDue ? (
        cancellation.refunded_at ? (
          <p className="mt-3 text-sm font-semibold text-green-800">
            {t('adminTours.booking.refundMarkedAt', { when: formatDateTime(cancellation.refunded_at) })}
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={refundThroughProviders} disabled={payBack.isPending}>
              {t('adminTours.booking.refundThroughProviders', { amount: money(cancellation.refund_due) })}
            </Button>
            <Button variant="outline" onClick={markRefunded} disabled={refunded.isPending}>
              {t('adminTours.booking.markRefunded', { amount: money(cancellation.refund_due) })}
            </Button>
          </div>
        )
      ) : null}
    </Part>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Figure({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className={strong ? 'font-semibold' : 'text-muted'}>{label}</dt>
      <dd className={strong ? 'text-right font-semibold' : 'text-right'}>{children}</dd>
    </>
  );
}
