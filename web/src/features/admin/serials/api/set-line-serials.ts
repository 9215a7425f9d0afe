import { AdminLineSerials, type AdminLineSerialsBody } from '@shop/contract/serials';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

type Input = AdminLineSerialsBody & { orderId: number; itemId: number };

async function setLineSerials({ orderId, itemId, ...body }: Input) {
  const { data } = await api.put(`/admin/orders/${orderId}/items/${itemId}/serials/`, body);
  return AdminLineSerials.parse(data);
}

/** docs/serials-and-warranty.md: an order line's serial numbers, all of them. */
export function useSetLineSerials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLineSerials,
    // The order (and one a serial moved from) shows its lines' serials.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
