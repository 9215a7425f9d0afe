import type { BookTourBody } from '@shop/contract/tour-terms';
import type { z } from 'zod';
import { paths } from '#web/config/paths.ts';
import { useOrderAndPay } from '#web/lib/payments/start-payment.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { createTourBooking } from './create-tour-booking';
import { choosePickup } from './pickups';

/**
 * The booking as the dialog sends it (contract/src/tour-terms.ts), and the pickup point chosen
 * with it (docs/departures.md), set once the booking exists.
 */
export type BookTourInput = z.input<typeof BookTourBody> & { pickup_point?: number | null };

/**
 * Books a tour with its terms, then starts paying what is due now (the deposit or everything) the
 * way the customer chose (lib/payments/start-payment.ts): the server's bookingDue decides the part.
 */
export function useBookTour(redirect: (url: string) => void) {
  return useOrderAndPay({
    createOrder: async ({ pickup_point, ...input }: BookTourInput) => {
      const booked = await createTourBooking(input);
      // The pickup is optional and can be chosen on the booking's page: a failure here keeps the booking.
      if (pickup_point) await choosePickup(booked.order.id, pickup_point).catch(() => undefined);
      return booked.order;
    },
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
