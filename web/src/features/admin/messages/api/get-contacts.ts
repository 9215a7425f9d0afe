import { ContactMessagePage } from '@shop/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getContacts(page: number, pageSize: number) {
  const { data } = await api.get('/contact/admin/contacts/', { params: { page, page_size: pageSize } });
  return ContactMessagePage.parse(data);
}

export function useContacts(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.contacts, page, pageSize],
    queryFn: () => getContacts(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
