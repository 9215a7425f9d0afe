import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type AdminCategoryKind, adminKeys } from '../../shared/api/admin-query-keys';

export type NewCategory = { name: string; slug: string; icon?: string };

/** POST /admin/{kind}/: laptop categories take an icon, the other two only name and slug. */
export async function createCategory({ kind, body }: { kind: AdminCategoryKind; body: NewCategory }) {
  await api.post(`/admin/${kind}/`, body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (_data, { kind }) => queryClient.invalidateQueries({ queryKey: adminKeys.categories(kind) }),
  });
}
