import { TourPublicTerms } from '@shop/contract/tour-terms';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** docs/tours-pricing.md: the bands, who the tour sells to and its terms; no prices (the quote has them). */
async function getTourTerms(tourId: number): Promise<TourPublicTerms> {
  const { data } = await api.get(`/tour-bookings/terms/${tourId}/`);
  return TourPublicTerms.parse(data);
}

export function useTourTerms(tourId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['tour-bookings', 'terms', tourId] as const,
    queryFn: () => getTourTerms(tourId),
    enabled,
  });
}
