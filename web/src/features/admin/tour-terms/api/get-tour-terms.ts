import { TourTerms } from '@shop/contract/tour-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

export async function getTourTerms(tourId: number) {
  const { data } = await api.get(`/admin/tours/${tourId}/terms/`);
  return TourTerms.parse(data);
}

export const tourTermsQuery = (tourId: number) =>
  queryOptions({ queryKey: tourTermsKeys.terms(tourId), queryFn: () => getTourTerms(tourId) });

export function useTourTerms(tourId: number) {
  return useQuery(tourTermsQuery(tourId));
}
