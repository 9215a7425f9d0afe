import { CancelQuote, TourBooking } from '@shop/contract/tour-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { tourBookingKeys } from './get-tour-bookings';

/** What cancelling today costs and the refund due; changes nothing (docs/tours-pricing.md). */
async function getCancelQuote(id: number): Promise<CancelQuote> {
  const { data } = await api.get(`/tour-bookings/${id}/cancel/`);
  return CancelQuote.parse(data);
}

/** Asked only while the confirmation is open, and again each time: the fee follows the calendar. */
export function useCancelQuote(id: number, enabled: boolean) {
  return useQuery({
    queryKey: tourBookingKeys.cancelQuote(id),
    queryFn: () => getCancelQuote(id),
    enabled,
    staleTime: 0,
  });
}

async function cancelTourBooking(id: number): Promise<TourBooking> {
  const { data } = await api.post(`/tour-bookings/${id}/cancel/`);
  return TourBooking.parse(data);
}

export function useCancelTourBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTourBooking(id),
    onSuccess: (booking) => {
      queryClient.setQueryData(tourBookingKeys.detail(id), booking);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...tourBookingKeys.all, 'mine'] }),
        queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
      ]);
    },
  });
}
