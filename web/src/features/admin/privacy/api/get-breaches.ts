import { AdminBreachesPage } from '@shop/contract/privacy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { privacyKeys } from './privacy-keys';

/** docs/privacy.md, "Breaches": the register, the newest found first. */
export async function getBreaches(page: number, pageSize: number) {
  const { data } = await api.get('/admin/breaches/', { params: { page, page_size: pageSize } });
  return AdminBreachesPage.parse(data);
}

export function useBreaches(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...privacyKeys.breaches, page, pageSize],
    queryFn: () => getBreaches(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
