import { TourBooking } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourBookingKeys } from './get-tour-bookings';

/** One of the caller's bookings; another customer's answers 404 (docs/tours-pricing.md). */
async function getTourBooking(id: number): Promise<TourBooking> {
  const { data } = await api.get(`/tour-bookings/${id}/`);
  return TourBooking.parse(data);
}

export const tourBookingQuery = (id: number) =>
  queryOptions({
    queryKey: tourBookingKeys.detail(id),
    queryFn: () => getTourBooking(id),
    // Paid on the phone or the provider's page, away from this screen: read again on every visit.
    staleTime: 0,
  });

export function useTourBooking(id: number) {
  return useQuery(tourBookingQuery(id));
}
