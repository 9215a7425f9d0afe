import { AdminDiscountCodeUse } from '@shop/contract/discounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** One page of a code's uses, newest first (a capped array: docs/lists.md), with their orders. */
export async function getDiscountUses(id: number, page: number, pageSize: number) {
  const { data } = await api.get(`/admin/discounts/${id}/uses/`, { params: { page, page_size: pageSize } });
  return z.array(AdminDiscountCodeUse).parse(data);
}

export function useDiscountUses(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.discounts, id, 'uses', page, pageSize],
    queryFn: () => getDiscountUses(id, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
