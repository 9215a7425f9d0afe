import { ContactMessagePage } from '@shop/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

export async function getContacts(page: number, pageSize: number) {
  const { data } = await api.get('/admin/contacts/', { params: { page, page_size: pageSize } });
  return ContactMessagePage.parse(data);
}

export function useContacts(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.contacts, page, pageSize],
    queryFn: () => getContacts(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
