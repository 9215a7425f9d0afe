import { AdminReceiptsPage, type AdminReceiptsQuery, AdminZReport } from '@shop/contract/receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** docs/receipts.md, "The admin's list": newest first, a page at a time (`before` the last id shown). */
export async function getReceipts(query: AdminReceiptsQuery) {
  const { data } = await api.get('/admin/receipts/', { params: query });
  return AdminReceiptsPage.parse(data);
}

export function useReceipts(query: AdminReceiptsQuery) {
  return useQuery({
    queryKey: [...adminKeys.receipts, 'list', query],
    queryFn: () => getReceipts(query),
    placeholderData: keepPreviousData,
  });
}

/** docs/receipts.md, "Z report": the Dar es Salaam day `date` (YYYY-MM-DD). */
export async function getZReport(date: string) {
  const { data } = await api.get('/admin/receipts/z-report/', { params: { date } });
  return AdminZReport.parse(data);
}

export function useZReport(date: string) {
  return useQuery({
    queryKey: [...adminKeys.receipts, 'z-report', date],
    queryFn: () => getZReport(date),
    enabled: date !== '',
  });
}
