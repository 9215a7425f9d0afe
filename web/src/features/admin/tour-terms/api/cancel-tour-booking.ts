import { type AdminCancelBody, TourBooking } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bookingChanged } from './get-tour-booking';

/** Cancels with a reason, under the booking's terms or with the fee waived; the seats return. */
export async function cancelTourBooking({ order, body }: { order: number; body: AdminCancelBody }) {
  const { data } = await api.post(`/admin/tour-bookings/${order}/cancel/`, body);
  return TourBooking.parse(data);
}

export function useCancelTourBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTourBooking,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
