import { TourDetail } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The tour with its departures and the seats left on each (unpaid bookings hold seats). */
export async function getTourDetail(tourId: number): Promise<TourDetail> {
  const { data } = await api.get(`/igsum/tours/${tourId}/`);
  return TourDetail.parse(data);
}

export const tourDetailQueryOptions = (tourId: number) =>
  queryOptions({
    queryKey: ['tours', 'detail', tourId],
    queryFn: () => getTourDetail(tourId),
    // Seats change as others book: always ask again when the dialog opens.
    staleTime: 0,
  });

export function useTourDetail(tourId: number, enabled: boolean) {
  return useQuery({ ...tourDetailQueryOptions(tourId), enabled });
}
