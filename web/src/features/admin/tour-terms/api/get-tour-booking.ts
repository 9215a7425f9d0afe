import { TourBooking } from '@shop/contract/tour-terms';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** A booking with its terms, lines, payments and travellers; `order` is the order's id. */
export async function getTourBooking(order: number) {
  const { data } = await api.get(`/admin/tour-bookings/${order}/`);
  return TourBooking.parse(data);
}

export const tourBookingQuery = (order: number) =>
  queryOptions({ queryKey: tourTermsKeys.booking(order), queryFn: () => getTourBooking(order) });

export function useTourBooking(order: number) {
  return useQuery(tourBookingQuery(order));
}

/**
 * After a change to a booking: its view from the answer, then the lists it shows in (overdue
 * balances, departures, orders) and the overview's counts (docs/admin-dashboard.md).
 */
export function bookingChanged(queryClient: QueryClient, booking: TourBooking) {
  queryClient.setQueryData(tourTermsKeys.booking(booking.order), booking);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tourTermsKeys.bookings }),
    queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
  ]);
}
