import { TourBooking } from '@shop/contract/tour-terms';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/tours-pricing.md: one of the caller's bookings with its deposit, balance and due day. */
export function useTourBooking(orderId: number | null) {
  return useQuery({
    queryKey: ['tour-bookings', 'mine', orderId] as const,
    queryFn: async () => TourBooking.parse((await api.get(`/tour-bookings/${orderId}/`)).data),
    enabled: orderId !== null,
  });
}
