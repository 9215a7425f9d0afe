import { TourList } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getAdminTours() {
  const { data } = await api.get('/admin/tours/');
  return TourList.parse(data);
}

export function useAdminTours() {
  return useQuery({ queryKey: adminKeys.tours, queryFn: getAdminTours });
}
