import { AdminCustomer } from '@shop/contract/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** docs/roles-and-ownership.md: granting sets both flags, removing clears both. */
export async function updateUserRole({ id, admin }: { id: number; admin: boolean }) {
  const { data } = await api.put(`/admin/users/${id}/role/`, { is_staff: admin, is_superuser: admin });
  return AdminCustomer.parse(data);
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.customers }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
