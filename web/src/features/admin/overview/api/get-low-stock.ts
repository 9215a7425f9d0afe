import { LowStockProduct } from '@shop/contract/admin-users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function getLowStock() {
  const { data } = await api.get('/admin/low-stock/');
  return z.array(LowStockProduct).parse(data);
}

export function useLowStock() {
  return useQuery({ queryKey: adminKeys.lowStock, queryFn: getLowStock });
}
