import { TourBooking } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bookingChanged } from './get-tour-booking';

/** Records that a cancelled booking's refund due was paid back by hand. */
export async function markBookingRefunded(order: number) {
  const { data } = await api.post(`/admin/tour-bookings/${order}/refunded/`);
  return TourBooking.parse(data);
}

export function useMarkBookingRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingRefunded,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
