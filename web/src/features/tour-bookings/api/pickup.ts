import { BookingPickup } from '@shop/contract/departures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

const pickupKey = (order: number) => ['tour-bookings', 'pickup', order] as const;

/** docs/departures.md: where a booking is collected, and the points it can choose. */
export function useBookingPickup(order: number) {
  return useQuery({
    queryKey: pickupKey(order),
    queryFn: async () => BookingPickup.parse((await api.get(`/tour-bookings/${order}/pickup/`)).data),
  });
}

/** Chooses (or clears, with null) the booking's pickup point, until the departure day. */
export function useChoosePickup(order: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (pickupPoint: number | null) =>
      BookingPickup.parse(
        (await api.put(`/tour-bookings/${order}/pickup/`, { pickup_point: pickupPoint })).data,
      ),
    onSuccess: (pickup) => client.setQueryData(pickupKey(order), pickup),
  });
}
