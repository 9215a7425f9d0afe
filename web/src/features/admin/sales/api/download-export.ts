import { api } from '#web/lib/api-client.ts';

export type ExportKind = 'orders' | 'customers';

/**
 * Fetches an export with the admin's token (a plain link would carry none) and hands it to the
 * browser as a download under the server's file name.
 */
export async function downloadExport(kind: ExportKind, params: Record<string, string | boolean | undefined>) {
  const response = await api.get<Blob>(`/admin/exports/${kind}.csv`, {
    params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')),
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
