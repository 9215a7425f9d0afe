import { ContactMessage } from '@shop/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function replyToContact({ id, body }: { id: number; body: string }) {
  const { data } = await api.post(`/admin/contacts/${id}/reply/`, { body });
  return ContactMessage.parse(data);
}

export function useReplyToContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contacts }),
  });
}
