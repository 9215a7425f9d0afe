import {
  CircleAlert,
  CircleCheck,
  Clock,
  Home,
  LayoutDashboard,
  LogIn,
  Mail,
  Phone,
  RefreshCw,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { StateFacts, StatePanel } from '#web/components/layout/state-panel.tsx';
import { paymentMethodText } from '#web/components/orders/payment-method-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import { useTourBooking } from '#web/features/booking/api/get-tour-booking.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { displayName, useAuth } from '#web/lib/auth.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { usePaymentConfirmation } from '#web/lib/payments/confirm-payment.ts';
import { useOrder } from '#web/lib/payments/get-order.ts';
import { Link } from '#web/lib/router/router.tsx';
import { BOOKING_FAILED } from './booking-failed';

export const DEFAULT_TOUR_NAME = 'Tanzania Safari Tour';

type BookingConfirmationProps = {
  orderId: string | null;
  sessionId: string | null;
  tourName: string | null;
};

const contact = BRAND_CONTACTS.igsum;

/** An order id from the address, or null. */
function idOf(orderId: string | null): number | null {
  const id = Number(orderId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The payment return page. The server checks the session with the provider and marks the order
 * paid (docs/payments.md); this page only shows what the server answered. A mobile money payment
 * was confirmed before the customer got here, so it comes with the order id alone.
 */
export function BookingConfirmation({ orderId, sessionId, tourName }: BookingConfirmationProps) {
  const { user, isLoading } = useAuth();
  const signedIn = !isLoading && user !== null;
  const byCheckout = usePaymentConfirmation(sessionId, signedIn);
  const byOrder = useOrder(idOf(orderId), signedIn && !sessionId);
  const confirmation = sessionId ? byCheckout : byOrder;
  const { t, locale } = useT();
  // docs/tours-pricing.md: a paid deposit confirms a booking and leaves the order pending until
  // the balance is paid, so the page asks the booking what was paid and what is left.
  const shown = sessionId ? byCheckout.data?.order : byOrder.data;
  const booking = useTourBooking(
    shown?.kind === 'tour_booking' && shown.payment_status !== 'paid' ? shown.id : null,
  );
  const deposit = booking.data?.payment_state === 'deposit_paid' ? booking.data : null;

  if (!sessionId && idOf(orderId) === null) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={t('bookingDone.none')}
      >
        <p>{t('bookingDone.noneText')}</p>
        <Actions />
      </StatePanel>
    );
  }
  if (isLoading || (user && confirmation.isPending)) {
    return (
      <StatePanel icon={<Spinner label="" />} title={t('orderDone.confirming')}>
        <p>{t('bookingDone.checking')}</p>
      </StatePanel>
    );
  }
  if (!user) {
    return (
      <StatePanel
        icon={<LogIn className="size-8 text-accent-text" aria-hidden />}
        title={t('bookingDone.signIn')}
      >
        <p>{t('bookingDone.signInText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.auth.href()}>{t('nav.signIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>{t('bookingDone.home')}</Link>
          </Button>
        </div>
      </StatePanel>
    );
  }
  if (confirmation.isError) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title={t('orderDone.notConfirmed')}
      >
        <p role="alert">{toApiError(confirmation.error, BOOKING_FAILED).message}</p>
        {sessionId ? (
          <p className="mt-2 break-all">{t('bookingDone.charged', { session: sessionId })}</p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void confirmation.refetch()} disabled={confirmation.isFetching}>
            <RefreshCw aria-hidden />
            {t('orderDone.tryAgain')}
          </Button>
        </div>
        <Actions />
      </StatePanel>
    );
  }

  const result = sessionId
    ? byCheckout.data
    : byOrder.data && { order: byOrder.data, paid: byOrder.data.payment_status === 'paid', session_id: null };
  if (!result) return null;
  const { order } = result;
  const paid = result.paid || deposit !== null;
  const tourItem = order.items.find((item) => item.tour !== null);
  const name = tourName?.trim() || tourItem?.tour?.title || DEFAULT_TOUR_NAME;
  const customer = displayName(user) || t('bookingDone.guest');
  const rows: [string, ReactNode][] = [
    [t('bookingDone.tour'), name],
    [t('orderDone.order'), `${order.order_id} (#${orderId ?? order.id})`],
    ...(result.session_id
      ? ([
          [
            t('bookingDone.session'),
            <code key="s" className="break-all">
              {result.session_id}
            </code>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(tourItem?.tour_date
      ? ([[t('bookingDone.date'), formatDate(`${tourItem.tour_date}T12:00:00`, locale)]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(tourItem?.participants
      ? ([[t('bookingDone.participants'), String(tourItem.participants)]] as [string, ReactNode][])
      : []),
    [t('checkout.total'), formatMoney(order.total_amount, order.currency, locale)],
    // docs/payments.md: mobile money charges a USD tour in shillings; the customer sees what left their wallet.
    ...(order.payment && order.payment.currency !== order.currency
      ? ([
          [t('bookingDone.amountPaid'), formatMoney(order.payment.amount, order.payment.currency, locale)],
        ] as [string, ReactNode][])
      : []),
    [
      t('checkout.payment'),
      paid ? t('orderDone.paidBy', { method: paymentMethodText(order, t) }) : t('orderDone.pending'),
    ],
    ...(deposit
      ? ([
          [t('bookingDone.depositPaid'), formatMoney(deposit.amount_paid, deposit.currency, locale)],
          [
            t('bookingDone.balanceDue', {
              date: formatDate(`${deposit.balance_due_on ?? deposit.tour_date}T12:00:00`, locale),
            }),
            formatMoney(deposit.balance, deposit.currency, locale),
          ],
        ] as [string, ReactNode][])
      : []),
    [t('bookingDone.customer'), customer],
    [t('bookingDone.email'), user.email || t('bookingDone.noEmail')],
  ];

  return (
    <StatePanel
      icon={
        paid ? (
          <CircleCheck className="size-10 text-green-700" aria-hidden />
        ) : (
          <Clock className="size-10 text-yellow-700" aria-hidden />
        )
      }
      title={paid ? t('bookingDone.confirmed') : t('orderDone.unpaid')}
    >
      <p>
        {deposit
          ? t('bookingDone.depositText')
          : paid
            ? t('bookingDone.paidText')
            : t('bookingDone.unpaidText')}
      </p>
      <StateFacts rows={rows} />
      {paid ? (
        <p className="mt-6">{t('bookingDone.next')}</p>
      ) : (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void confirmation.refetch()}
            disabled={confirmation.isFetching}
          >
            <RefreshCw aria-hidden />
            {t('orderDone.checkAgain')}
          </Button>
        </div>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-accent-text hover:underline"
        >
          <Mail className="size-4" aria-hidden />
          {contact.email}
        </a>
        <a
          href={telHref(contact.phone)}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-accent-text hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {contact.phone}
        </a>
      </div>
      {/* The booking's own page pays its balance, takes its travellers' details and cancels it. */}
      <Actions booking={order.kind === 'tour_booking' ? order.id : undefined} />
    </StatePanel>
  );
}

function Actions({ booking }: { booking?: number }) {
  const { t } = useT();
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        {booking ? (
          <Link to={paths.tourBooking.href(booking)}>
            <LayoutDashboard aria-hidden />
            {t('bookingDone.viewBooking')}
          </Link>
        ) : (
          <Link to={paths.dashboard.href()}>
            <LayoutDashboard aria-hidden />
            {t('bookingDone.myBookings')}
          </Link>
        )}
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.home.href()}>
          <Home aria-hidden />
          {t('bookingDone.home')}
        </Link>
      </Button>
    </div>
  );
}
