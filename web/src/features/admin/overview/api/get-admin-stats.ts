import { AdminStats } from '@shop/contract/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getAdminStats() {
  const { data } = await api.get('/admin/stats/');
  return AdminStats.parse(data);
}

export const adminStatsQueryOptions = queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
