import { type CreateParkBody, Park } from '@shop/contract/tour-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { tourTermsKeys } from './tour-terms-keys';

export async function createPark(body: z.output<typeof CreateParkBody>) {
  const { data } = await api.post('/admin/parks/', body);
  return Park.parse(data);
}

export function useCreatePark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourTermsKeys.parks }),
  });
}
