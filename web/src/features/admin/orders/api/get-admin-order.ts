import { AdminOrder } from '@shop/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function getAdminOrder(id: number) {
  const { data } = await api.get(`/orders/admin/${id}/`);
  return AdminOrder.parse(data);
}

export function useAdminOrder(id: number) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: () => getAdminOrder(id) });
}
