import { AdminOrder } from '@shop/contract/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getAdminOrder(id: number) {
  const { data } = await api.get(`/orders/admin/${id}/`);
  return AdminOrder.parse(data);
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({ queryKey: adminKeys.order(id), queryFn: () => getAdminOrder(id) });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
