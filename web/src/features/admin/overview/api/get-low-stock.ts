import { LowStockProduct } from '@shop/contract/admin-users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

async function getLowStock() {
  const { data } = await api.get('/admin/low-stock/');
  return z.array(LowStockProduct).parse(data);
}

export function useLowStock() {
  return useQuery({ queryKey: adminKeys.lowStock, queryFn: getLowStock });
}
