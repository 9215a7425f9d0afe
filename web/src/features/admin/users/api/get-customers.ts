import { AdminCustomer } from '@shop/contract/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The first `limit` users matching `search` in username or e-mail, any case (the server does the
 * matching and caps `limit`: docs/lists.md).
 */
export async function getCustomers(search: string, limit: number) {
  const { data } = await api.get('/admin/customers/', { params: search ? { search, limit } : { limit } });
  return z.array(AdminCustomer).parse(data);
}

export function useCustomers(search: string, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.customers, search, limit],
    queryFn: () => getCustomers(search, limit),
    enabled,
    placeholderData: keepPreviousData,
  });
}
