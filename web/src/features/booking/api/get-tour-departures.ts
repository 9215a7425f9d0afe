import { TourDetail } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The tour with its departures and the seats left on each (unpaid bookings hold seats). */
async function getTourDetail(tourId: number): Promise<TourDetail> {
  const { data } = await api.get(`/igsum/tours/${tourId}/`);
  return TourDetail.parse(data);
}

export function useTourDetail(tourId: number, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.tour(tourId),
    queryFn: () => getTourDetail(tourId),
    // Seats change as others book: always ask again when the dialog opens.
    staleTime: 0,
    enabled,
  });
}
