import { BookingPickup, TourPickups } from '@shop/contract/departures';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/departures.md: the pickup points a customer can choose for a tour, in route order with times. */
export function useTourPickups(tourId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['tour-bookings', 'pickups', tourId] as const,
    queryFn: async () => TourPickups.parse((await api.get(`/igsum/tours/${tourId}/pickup-points/`)).data),
    enabled,
    retry: false,
  });
}

/** Sets the pickup point of a booking just made (the booking's page changes it later). */
export async function choosePickup(order: number, pickupPoint: number | null): Promise<BookingPickup> {
  const { data } = await api.put(`/tour-bookings/${order}/pickup/`, { pickup_point: pickupPoint });
  return BookingPickup.parse(data);
}
