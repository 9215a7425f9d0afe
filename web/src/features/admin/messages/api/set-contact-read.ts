import { ContactMessage } from '@shop/contract/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function setContactRead({ id, read }: { id: number; read: boolean }) {
  const { data } = await api.post(`/admin/contacts/${id}/${read ? 'mark-read' : 'mark-unread'}/`);
  return ContactMessage.parse(data);
}

export function useSetContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contacts }),
  });
}
