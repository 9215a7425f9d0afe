import { paymentMethodName } from '@shop/contract/payment-method-names';
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
import { Link } from 'react-router';
import { StateFacts, StatePanel } from '#web/components/layout/state-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';
import { toApiError } from '#web/lib/api-error.ts';
import { displayName, useAuth } from '#web/lib/auth.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { usePaymentConfirmation } from '#web/lib/payments/confirm-payment.ts';
import { useOrder } from '#web/lib/payments/get-order.ts';
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

  if (!sessionId && idOf(orderId) === null) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title="No booking to confirm"
      >
        <p>This page opens after paying for a tour. Your bookings are listed on your dashboard.</p>
        <Actions />
      </StatePanel>
    );
  }
  if (isLoading || (user && confirmation.isPending)) {
    return (
      <StatePanel icon={<Spinner label="" />} title="Confirming your payment...">
        <p>Please wait while we check your payment with the provider.</p>
      </StatePanel>
    );
  }
  if (!user) {
    return (
      <StatePanel
        icon={<LogIn className="size-8 text-accent-text" aria-hidden />}
        title="Sign in to see your booking"
      >
        <p>Your session has ended. Sign in with the account you booked with to confirm your payment.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.auth.href()}>Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>Return to Homepage</Link>
          </Button>
        </div>
      </StatePanel>
    );
  }
  if (confirmation.isError) {
    return (
      <StatePanel
        icon={<CircleAlert className="size-8 text-danger" aria-hidden />}
        title="We could not confirm your payment"
      >
        <p role="alert">{toApiError(confirmation.error, BOOKING_FAILED).message}</p>
        {sessionId ? (
          <p className="mt-2">
            If you were charged, contact us with your session id{' '}
            <code className="break-all">{sessionId}</code>.
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void confirmation.refetch()} disabled={confirmation.isFetching}>
            <RefreshCw aria-hidden />
            Try Again
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
  const { order, paid } = result;
  const tourItem = order.items.find((item) => item.tour !== null);
  const name = tourName?.trim() || tourItem?.tour?.title || DEFAULT_TOUR_NAME;
  const customer = displayName(user) || 'Guest';
  const rows: [string, ReactNode][] = [
    ['Tour', name],
    ['Order', `${order.order_id} (#${orderId ?? order.id})`],
    ...(result.session_id
      ? ([
          [
            'Session ID',
            <code key="s" className="break-all">
              {result.session_id}
            </code>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(tourItem?.tour_date
      ? ([['Date', formatDate(`${tourItem.tour_date}T12:00:00`)]] as [string, ReactNode][])
      : []),
    ...(tourItem?.participants
      ? ([['Participants', String(tourItem.participants)]] as [string, ReactNode][])
      : []),
    ['Total', formatMoney(order.total_amount, order.currency)],
    // docs/payments.md: mobile money charges a USD tour in shillings; the customer sees what left their wallet.
    ...(order.payment && order.payment.currency !== order.currency
      ? ([['Amount paid', formatMoney(order.payment.amount, order.payment.currency)]] as [
          string,
          ReactNode,
        ][])
      : []),
    ['Payment', paid ? `Paid · ${paymentMethodName(order)}` : 'Pending'],
    ['Customer', customer],
    ['Email', user.email || 'Not provided'],
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
      title={paid ? 'Booking Confirmed!' : 'Payment not confirmed yet'}
    >
      <p>
        {paid
          ? 'Thank you for booking with IGSUM Tours & Safaris. Your payment has been received.'
          : 'The payment provider has not confirmed this payment yet. Your seats are held while you finish paying.'}
      </p>
      <StateFacts rows={rows} />
      {paid ? (
        <p className="mt-6">Our team will contact you within 24 hours to finalise your itinerary.</p>
      ) : (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void confirmation.refetch()}
            disabled={confirmation.isFetching}
          >
            <RefreshCw aria-hidden />
            Check again
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
      <Actions />
    </StatePanel>
  );
}

function Actions() {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.dashboard.href()}>
          <LayoutDashboard aria-hidden />
          View My Bookings
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.home.href()}>
          <Home aria-hidden />
          Return to Homepage
        </Link>
      </Button>
    </div>
  );
}
