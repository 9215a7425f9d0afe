import type { AdminProductKind } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * docs/catalogue-import.md: downloads a brand's products CSV. The admin API wants the bearer
 * token, so the file comes through the API client and is handed to the browser as a download.
 */
export async function downloadProductsCsv(kind: AdminProductKind): Promise<void> {
  const response = await api.get<Blob>(`/admin/${kind}/export/`, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
