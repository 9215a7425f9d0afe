import type { AdminCreateLaptopCategoryBody } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AdminCategoryKind, adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** The laptop category body; the other two kinds take the same fields without the icon. */
export type CategoryFields = z.input<typeof AdminCreateLaptopCategoryBody>;

/**
 * POST /admin/{kind}/ for a new category, PUT /admin/{kind}/{id}/ for an existing one. Laptop
 * categories take an icon, the other two only name and slug.
 */
export async function saveCategory({
  kind,
  id,
  body,
}: {
  kind: AdminCategoryKind;
  id?: number;
  body: CategoryFields;
}) {
  if (id === undefined) await api.post(`/admin/${kind}/`, body);
  else await api.put(`/admin/${kind}/${id}/`, body);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // A renamed category shows under its new name in the product and tour tables too.
    onSuccess: (_data, { kind, id }) =>
      queryClient.invalidateQueries({
        queryKey: id === undefined ? adminKeys.categories(kind) : adminKeys.all,
      }),
  });
}
