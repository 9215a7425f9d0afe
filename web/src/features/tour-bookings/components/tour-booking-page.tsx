import { toCents } from '@shop/contract/money-format';
import type { TourBooking } from '@shop/contract/tour-terms';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, CircleAlert, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatePanel } from '#web/components/layout/state-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { tourBookingQuery } from '#web/features/tour-bookings/api/get-tour-booking.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { Link } from '#web/lib/router/router.tsx';
import { dayText } from './booking-labels';
import { BookingSummary } from './booking-summary';
import { CancelBooking } from './cancel-booking';
import { PayDueForm } from './pay-due-form';
import { PaymentStateBadge } from './payment-state-badge';
import { PickupCard } from './pickup-card';
import { TravellersForm } from './travellers-form';

/** An order id from the address, or null when it is none. */
function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The customer's booking (docs/tours-pricing.md): its lines and payments, paying what is due,
 * travellers' details and cancelling. Reminders link here (`/dashboard/bookings/<order id>`).
 */
export function TourBookingPage({
  param,
  redirect,
  receipts,
}: {
  param: string | undefined;
  redirect?: (url: string) => void;
  /** The links of its payments' receipts (docs/receipts.md), which the route composes in. */
  receipts?: (orderId: number) => ReactNode;
}) {
  const id = idOf(param);
  const booking = useQuery({ ...tourBookingQuery(id ?? 0), enabled: id !== null });
  const { t } = useT();

  if (id === null || (booking.isError && toApiError(booking.error).status === 404)) {
    return (
      <StatePanel icon={<SearchX className="size-8 text-muted" aria-hidden />} title={t('bookings.notFound')}>
        <p>{t('bookings.notFoundText')}</p>
        <BackToDashboard className="mt-6" />
      </StatePanel>
    );
  }
  if (booking.isError) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={t('bookings.loadFailed')}
      >
        <p role="alert">{toApiError(booking.error, t('checkout.checkConnection')).message}</p>
        <Button variant="outline" className="mt-6" onClick={() => void booking.refetch()}>
          <RefreshCw aria-hidden />
          {t('checkout.retry')}
        </Button>
      </StatePanel>
    );
  }
  if (booking.isPending) {
    return (
      <div aria-busy className="mx-auto grid w-full max-w-3xl gap-4">
        <span className="sr-only">{t('bookings.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return <BookingView booking={booking.data} redirect={redirect} receipts={receipts} />;
}

function BookingView({
  booking,
  redirect,
  receipts,
}: {
  booking: TourBooking;
  redirect?: (url: string) => void;
  receipts?: (orderId: number) => ReactNode;
}) {
  const { t, locale } = useT();
  const cancelled = booking.payment_state === 'cancelled';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <BackToDashboard />
        <p className="mt-4 text-sm font-semibold tracking-wide text-accent-text uppercase">
          {t('bookings.reference', { order: booking.order_id })}
        </p>
        <h1 className="mt-1 font-display text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {booking.tour_title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-muted">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />
            {t('bookings.departure', { date: dayText(booking.tour_date, locale) })}
          </span>
          <PaymentStateBadge state={booking.payment_state} />
        </div>
      </div>
      <BookingSummary booking={booking} />
      {receipts?.(booking.order)}
      {cancelled ? null : <PickupCard booking={booking} />}
      {toCents(booking.amount_due) > 0n && !cancelled ? (
        <PayDueForm booking={booking} redirect={redirect} />
      ) : null}
      {booking.travellers.length > 0 && !cancelled ? <TravellersForm booking={booking} /> : null}
      <CancelBooking booking={booking} />
    </div>
  );
}

function BackToDashboard({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={`${paths.dashboard.href()}#my-bookings`}>
        <ArrowLeft aria-hidden />
        {t('bookings.backToDashboard')}
      </Link>
    </Button>
  );
}
