import { AdminTourList } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function getAdminTours() {
  const { data } = await api.get('/admin/tours/');
  return AdminTourList.parse(data);
}

export function useAdminTours() {
  return useQuery({ queryKey: adminKeys.tours, queryFn: getAdminTours });
}
