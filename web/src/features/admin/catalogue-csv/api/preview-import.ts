import { ProductImportPreview } from '@shop/contract/product-csv';
import { useMutation } from '@tanstack/react-query';
import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** What importing `csv` would do; the server writes nothing (docs/catalogue-import.md). */
async function previewImport(kind: AdminProductKind, csv: string): Promise<ProductImportPreview> {
  const { data } = await api.post(`/admin/${kind}/import/preview/`, { csv });
  return ProductImportPreview.parse(data);
}

export function usePreviewImport(kind: AdminProductKind) {
  return useMutation({ mutationFn: (csv: string) => previewImport(kind, csv) });
}
