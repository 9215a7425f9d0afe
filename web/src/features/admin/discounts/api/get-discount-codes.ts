import { AdminDiscountCode } from '@shop/contract/discounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** One page of the discount codes, newest first (a capped array: docs/lists.md), with their uses and revenue. */
export async function getDiscountCodes(page: number, pageSize: number) {
  const { data } = await api.get('/admin/discounts/', { params: { page, page_size: pageSize } });
  return z.array(AdminDiscountCode).parse(data);
}

export function useDiscountCodes(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.discounts, page, pageSize],
    queryFn: () => getDiscountCodes(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
