import { CHECK_IN_POLL_MS } from '@shop/contract/check-in';
import { useQuery } from '@tanstack/react-query';
import { checkInKeys } from './check-in-base';
import { getDepartureBookings } from './get-departure-bookings';

/** The admin's live view of a departure's check-in: read again every CHECK_IN_POLL_MS while open. */
export function useDepartureCheckIn(base: string, id: number | null) {
  return useQuery({
    queryKey: checkInKeys.departure(base, id ?? 0),
    queryFn: () => getDepartureBookings(base, id!),
    enabled: id !== null,
    refetchInterval: CHECK_IN_POLL_MS,
  });
}
