import { TourTerms } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** Replaces the whole set (docs/tours-pricing.md); bookings already made keep theirs. */
export async function saveTourTerms({ tourId, body }: { tourId: number; body: TourTerms }) {
  const { data } = await api.put(`/admin/tours/${tourId}/terms/`, body);
  return TourTerms.parse(data);
}

export function useSaveTourTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTourTerms,
    onSuccess: (terms, { tourId }) => queryClient.setQueryData(tourTermsKeys.terms(tourId), terms),
  });
}
