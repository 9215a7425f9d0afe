import { type AdminListOrdersQuery, AdminOrderPage } from '@shop/contract/admin-orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export type AdminOrderFilters = Partial<AdminListOrdersQuery>;

async function getAdminOrders(filters: AdminOrderFilters) {
  const { data } = await api.get('/admin/orders/', { params: filters });
  return AdminOrderPage.parse(data);
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: [...adminKeys.orders, 'list', filters],
    queryFn: () => getAdminOrders(filters),
    placeholderData: keepPreviousData,
  });
}
