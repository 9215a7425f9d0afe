import { ParkFee } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

/** A fee from a date on; the same park, type, residency and date replaces the row. */
export async function saveParkFee(body: ParkFee) {
  const { data } = await api.post('/admin/park-fees/', body);
  return ParkFee.parse(data);
}

export function useSaveParkFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParkFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourTermsKeys.parkFees }),
  });
}
