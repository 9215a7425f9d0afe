import { LowStockProduct } from '@shop/contract/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** One page of the products with low stock, lowest first (a capped array: docs/lists.md). */
async function getLowStock(page: number, pageSize: number) {
  const { data } = await api.get('/admin/low-stock/', { params: { page, page_size: pageSize } });
  return z.array(LowStockProduct).parse(data);
}

export function useLowStock(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.lowStock, page, pageSize],
    queryFn: () => getLowStock(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
