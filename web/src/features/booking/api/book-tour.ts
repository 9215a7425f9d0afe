import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopKeys } from '../../../lib/shop-keys';
import { startCheckout } from '../../../lib/start-checkout';
import { startMobileMoney } from '../../../lib/start-mobile-money';
import { createTourBooking } from './create-tour-booking';

type BookTourInput = {
  tour: number;
  tour_date: string;
  participants: number;
  /** The number to push to (255 and nine digits) when paying by mobile money, else the hosted checkout. */
  payerPhone: string | null;
};

/** Where paying goes on: the provider's checkout page, or the mobile money attempt just pushed. */
export type BookedTour =
  | { url: string; attemptId?: undefined; orderId: number }
  | { url?: undefined; attemptId: number | null; orderId: number; pushRefused?: unknown };

/** Books a tour, then starts paying it the way the customer chose. */
async function bookTour({ payerPhone, ...input }: BookTourInput): Promise<BookedTour> {
  const order = await createTourBooking({ order_type: 'igsum', ...input });
  if (payerPhone) {
    try {
      const attempt = await startMobileMoney({ order_id: order.id, phone: payerPhone });
      return { attemptId: attempt.id, orderId: order.id };
    } catch (pushRefused) {
      // The booking stands (it holds seats) and can be paid from the dashboard.
      return { attemptId: null, orderId: order.id, pushRefused };
    }
  }
  const session = await startCheckout(order.id);
  return { url: session.url, orderId: order.id };
}

export function useBookTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookTour,
    // The new order holds seats and shows on the dashboard.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
        queryClient.invalidateQueries({ queryKey: shopKeys.tours }),
      ]),
  });
}
