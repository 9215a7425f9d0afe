import { type AdminCreateTourBody, AdminTour } from '@shop/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { invalidateTours } from './delete-tour';

export type TourInput = z.input<typeof AdminCreateTourBody>;

export async function saveTour({ id, body }: { id?: number; body: TourInput }) {
  const { data } = id ? await api.put(`/admin/tours/${id}/`, body) : await api.post('/admin/tours/', body);
  return AdminTour.parse(data);
}

export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTour, onSuccess: () => invalidateTours(queryClient) });
}
