import { TourBooking } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

/** The customer's tour bookings and each one's own entries, refreshed as a family. */
export const tourBookingKeys = {
  all: ['tour-bookings'] as const,
  detail: (id: number) => ['tour-bookings', id] as const,
  cancelQuote: (id: number) => ['tour-bookings', id, 'cancel'] as const,
};

/** docs/tours-pricing.md: the caller's bookings with their terms, newest first. */
async function getTourBookings(): Promise<TourBooking[]> {
  const { data } = await api.get('/tour-bookings/');
  return z.array(TourBooking).parse(data);
}

export const tourBookingsQuery = () =>
  queryOptions({ queryKey: [...tourBookingKeys.all, 'mine'], queryFn: getTourBookings });

export function useTourBookings() {
  return useQuery(tourBookingsQuery());
}
