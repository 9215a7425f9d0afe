import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function deleteTour(id: number): Promise<void> {
  await api.delete(`/admin/tours/${id}/`);
}

/** A tour change alters the tour list, the stats and the tour categories' counts. */
export function invalidateTours(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.tours }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.categories('tour-categories') }),
  ]);
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTour, onSuccess: () => invalidateTours(queryClient) });
}
