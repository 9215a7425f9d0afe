import { AdminStats } from '@shop/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getAdminStats() {
  const { data } = await api.get('/admin/stats/');
  return AdminStats.parse(data);
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: getAdminStats });
}
