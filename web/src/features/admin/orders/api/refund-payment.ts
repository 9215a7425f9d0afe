import { type AdminRefundBody, Refund } from '@shop/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

type RefundPayment = { orderId: number; paymentId: number; body: AdminRefundBody };

async function refundPayment({ orderId, paymentId, body }: RefundPayment) {
  const { data } = await api.post(`/admin/orders/${orderId}/payments/${paymentId}/refunds/`, body);
  return Refund.parse(data);
}

/** docs/refunds.md: the order (its payments' refund due), its refunds and Needs attention change. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (refund) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.order(refund.order_id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
