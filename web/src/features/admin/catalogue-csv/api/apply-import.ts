import { type ProductImportApplyBody, ProductImportResult } from '@shop/contract/product-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminProductKind, adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** Applies a previewed file, all or nothing; 409 when a product changed since the preview. */
async function applyImport(
  kind: AdminProductKind,
  body: ProductImportApplyBody,
): Promise<ProductImportResult> {
  const { data } = await api.post(`/admin/${kind}/import/apply/`, body);
  return ProductImportResult.parse(data);
}

export function useApplyImport(kind: AdminProductKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductImportApplyBody) => applyImport(kind, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products(kind) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lowStock }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
