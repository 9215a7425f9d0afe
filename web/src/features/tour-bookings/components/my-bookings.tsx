import { toCents } from '@shop/contract/money-format';
import { ChevronRight } from 'lucide-react';
import { paths } from '#web/config/paths.ts';
import { useTourBookings } from '#web/features/tour-bookings/api/get-tour-bookings.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatMoney } from '#web/lib/format.ts';
import { Link } from '#web/lib/router/router.tsx';
import { dayText } from './booking-labels';
import { PaymentStateBadge } from './payment-state-badge';

/** The dashboard's way to each tour booking with terms: its departure, state and what is due. */
export function MyBookings() {
  const bookings = useTourBookings();
  const { t, locale } = useT();
  if (!bookings.data) return null;
  return (
    <ul aria-label={t('bookings.mine')} className="grid gap-3">
      {bookings.data.map((booking) => (
        <li key={booking.order}>
          <Link
            to={paths.tourBooking.href(booking.order)}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3 transition-colors hover:bg-sunken"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold">{booking.tour_title}</span>
              <span className="block text-sm text-muted">
                {booking.order_id} · {dayText(booking.tour_date, locale)}
              </span>
            </span>
            <ChevronRight className="size-4 text-muted" aria-hidden />
            <span className="col-span-2 flex flex-wrap items-center gap-2 text-sm">
              <PaymentStateBadge state={booking.payment_state} />
              {toCents(booking.amount_due) > 0n && booking.payment_state !== 'cancelled' ? (
                <span className="font-medium">
                  {t('bookings.dueNowAmount', {
                    amount: formatMoney(booking.amount_due, booking.currency, locale),
                  })}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
