import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** Only a code no order used; the server refuses (409) one with uses: it is switched off instead. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/discounts/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts }),
  });
}
