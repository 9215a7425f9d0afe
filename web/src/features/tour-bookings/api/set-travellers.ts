import { SetTravellersBody, TourBooking } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourBookingKeys } from './get-tour-bookings';

/** Enters or corrects travellers' details by position; the answer is the booking as it now stands. */
async function setTravellers(id: number, body: SetTravellersBody): Promise<TourBooking> {
  const { data } = await api.put(`/tour-bookings/${id}/travellers/`, SetTravellersBody.parse(body));
  return TourBooking.parse(data);
}

export function useSetTravellers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTravellersBody) => setTravellers(id, body),
    onSuccess: (booking) => {
      queryClient.setQueryData(tourBookingKeys.detail(id), booking);
      return queryClient.invalidateQueries({ queryKey: [...tourBookingKeys.all, 'mine'] });
    },
  });
}
