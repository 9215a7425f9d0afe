import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type AdminCategoryKind, adminKeys } from '../../shared/api/admin-query-keys';

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
