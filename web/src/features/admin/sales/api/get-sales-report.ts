import { type AdminSalesQuery, AdminSalesReport } from '@shop/contract/admin-sales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getSalesReport(query: AdminSalesQuery) {
  const { data } = await api.get('/admin/sales/', { params: query });
  return AdminSalesReport.parse(data);
}

export function useSalesReport(query: AdminSalesQuery) {
  return useQuery({
    // Under the figures' key: a changed order makes the overview fetch both again.
    queryKey: [...adminKeys.stats, 'sales', query],
    queryFn: () => getSalesReport(query),
    placeholderData: keepPreviousData,
  });
}
