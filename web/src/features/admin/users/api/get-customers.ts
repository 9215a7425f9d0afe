import { AdminCustomer } from '@shop/contract/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** Users matching `search` in username or e-mail, any case (the server does the matching). */
export async function getCustomers(search: string) {
  const { data } = await api.get('/admin/customers/', { params: search ? { search } : {} });
  return z.array(AdminCustomer).parse(data);
}

export function useCustomers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.customers, search],
    queryFn: () => getCustomers(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
