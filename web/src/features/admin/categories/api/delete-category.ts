import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCategoryKind, adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function deleteCategory({ kind, id }: { kind: AdminCategoryKind; id: number }) {
  await api.delete(`/admin/${kind}/${id}/`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_data, { kind }) => queryClient.invalidateQueries({ queryKey: adminKeys.categories(kind) }),
  });
}
