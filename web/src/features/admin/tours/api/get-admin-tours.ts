import { TourList } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getAdminTours() {
  const { data } = await api.get('/admin/tours/');
  return TourList.parse(data);
}

export const adminToursQueryOptions = queryOptions({ queryKey: adminKeys.tours, queryFn: getAdminTours });

export function useAdminTours() {
  return useQuery(adminToursQueryOptions);
}
