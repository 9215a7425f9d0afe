import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { type AdminProductKind, adminKeys } from './admin-query-keys';

async function deleteAdminProduct(kind: AdminProductKind, id: number): Promise<void> {
  await api.delete(`/admin/${kind}/${id}/`);
}

export function useDeleteAdminProduct(kind: AdminProductKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminProduct(kind, id),
    onSuccess: () => invalidateCatalog(queryClient, kind),
  });
}

/** What a product change alters: its list, the stats, the low-stock list and category counts. */
export function invalidateCatalog(queryClient: QueryClient, kind: AdminProductKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products(kind) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.lowStock }),
    queryClient.invalidateQueries({
      queryKey: adminKeys.categories(kind === 'products' ? 'categories' : 'igsum-product-categories'),
    }),
  ]);
}
