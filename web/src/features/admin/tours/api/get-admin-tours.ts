import { AdminTourList } from '@shop/contract/tours';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** One page of the tours, featured first (a capped array: docs/lists.md), with their Swahili texts. */
export async function getAdminTours(page: number, pageSize: number) {
  const { data } = await api.get('/admin/tours/', { params: { page, page_size: pageSize } });
  return AdminTourList.parse(data);
}

export function useAdminTours(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.tours, page, pageSize],
    queryFn: () => getAdminTours(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
