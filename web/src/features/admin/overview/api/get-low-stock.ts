import { LowStockProduct } from '@shop/contract/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

export async function getLowStock() {
  const { data } = await api.get('/admin/low-stock/');
  return z.array(LowStockProduct).parse(data);
}

export const lowStockQueryOptions = queryOptions({ queryKey: adminKeys.lowStock, queryFn: getLowStock });

export function useLowStock() {
  return useQuery(lowStockQueryOptions);
}
