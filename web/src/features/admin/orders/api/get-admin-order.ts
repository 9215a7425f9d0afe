import { AdminOrder } from '@shop/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getAdminOrder(id: number) {
  const { data } = await api.get(`/admin/orders/${id}/`);
  return AdminOrder.parse(data);
}

export function useAdminOrder(id: number) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: () => getAdminOrder(id) });
}
