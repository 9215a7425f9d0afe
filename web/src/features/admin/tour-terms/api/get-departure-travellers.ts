import { DepartureTravellers } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** Everyone booked on one departure with their details, for park permits. */
export async function getDepartureTravellers(tour: number, date: string) {
  const { data } = await api.get('/admin/tour-bookings/departure/', { params: { tour, date } });
  return DepartureTravellers.parse(data);
}

export const departureTravellersQuery = (tour: number, date: string) =>
  queryOptions({
    queryKey: tourTermsKeys.departure(tour, date),
    queryFn: () => getDepartureTravellers(tour, date),
  });

export function useDepartureTravellers(tour: number | null, date: string | null) {
  return useQuery({
    ...departureTravellersQuery(tour ?? 0, date ?? ''),
    enabled: tour !== null && date !== null,
  });
}
