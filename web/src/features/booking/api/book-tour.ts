import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopKeys } from '../../../lib/shop-keys';
import { startCheckout } from '../../../lib/start-checkout';
import { createTourBooking } from './create-tour-booking';

type BookTourInput = { tour: number; tour_date: string; participants: number };

/** Books a tour and returns the checkout URL to send the browser to. */
async function bookTour(input: BookTourInput): Promise<string> {
  const order = await createTourBooking({ order_type: 'igsum', ...input });
  const session = await startCheckout(order.id);
  return session.url;
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
