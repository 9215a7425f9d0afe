import { AdminSerialArrival, type AdminSerialArrivalBody } from '@shop/contract/serials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminProductKind, adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function receiveSerials(body: AdminSerialArrivalBody) {
  const { data } = await api.post('/admin/serials/arrivals/', body);
  return AdminSerialArrival.parse(data);
}

/** docs/serials-and-warranty.md: units arrive with their serials; the product's stock rises. */
export function useReceiveSerials(kind: AdminProductKind, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveSerials,
    onSuccess: () =>
      Promise.all(
        [adminKeys.products(kind), adminKeys.stockHistory(kind, productId), adminKeys.lowStock].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
