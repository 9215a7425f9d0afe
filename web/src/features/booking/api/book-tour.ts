import { paths } from '#web/config/paths.ts';
import { useOrderAndPay } from '#web/lib/payments/start-payment.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { createTourBooking } from './create-tour-booking';

export type BookTourInput = {
  tour: number;
  tour_date: string;
  participants: number;
  /** docs/marketing-consent.md: the dialog's marketing boxes, unticked by default. */
  marketing_sms?: boolean;
  marketing_email?: boolean;
};

/** Books a tour, then starts paying it the way the customer chose (lib/payments/start-payment.ts). */
export function useBookTour(redirect: (url: string) => void) {
  return useOrderAndPay({
    createOrder: (input: BookTourInput) => createTourBooking({ order_type: 'igsum', ...input }),
    // The new order holds seats and shows on the dashboard.
    refresh: [shopKeys.orders, shopKeys.tours],
    redirect,
    // The booking stands (it holds seats) and can be paid from the dashboard.
    pushRefused: {
      title: 'Booking Error',
      fallback:
        'The mobile money payment could not start. Your booking is saved: pay it from your dashboard.',
      href: () => `${paths.dashboard.href()}#recent-orders`,
    },
  });
}
