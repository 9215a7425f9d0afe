import { AdminReceipt } from '@shop/contract/receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** Queues a failed or stuck fiscal receipt for TRA again, as the same signed XML and number. */
export async function resendReceipt(id: number) {
  const { data } = await api.post(`/admin/receipts/${id}/resend/`);
  return AdminReceipt.parse(data);
}

export function useResendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.receipts }),
  });
}
