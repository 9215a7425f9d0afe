import { type ExtendBalanceBody, TourBooking } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bookingChanged } from './get-tour-booking';

/** A new due day for the balance (on or before departure); its reminders start again. */
export async function extendBalance({ order, body }: { order: number; body: ExtendBalanceBody }) {
  const { data } = await api.put(`/admin/tour-bookings/${order}/balance-due/`, body);
  return TourBooking.parse(data);
}

export function useExtendBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendBalance,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
