import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

export async function deleteParkFee(id: number): Promise<void> {
  await api.delete(`/admin/park-fees/${id}/`);
}

export function useDeleteParkFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParkFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourTermsKeys.parkFees }),
  });
}
