import { AdminStats } from '@shop/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function getAdminStats() {
  const { data } = await api.get('/admin/stats/');
  return AdminStats.parse(data);
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: getAdminStats });
}
