import { AdminOrder } from '@shop/contract/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function markRefundSent({ orderId, paymentId }: { orderId: number; paymentId: number }) {
  const { data } = await api.post(`/admin/orders/${orderId}/payments/${paymentId}/refunded/`);
  return AdminOrder.parse(data);
}

export function useMarkRefundSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundSent,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });
}
