import { type AdminListOrdersQuery, AdminOrderPage } from '@shop/contract/admin-orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

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
