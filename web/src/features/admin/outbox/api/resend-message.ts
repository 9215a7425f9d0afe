import { OutboxMessage } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function resendMessage(id: number) {
  const { data } = await api.post(`/admin/messages/outbox/${id}/resend/`);
  return OutboxMessage.parse(data);
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}
