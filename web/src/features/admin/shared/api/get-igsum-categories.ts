import { AdminIgsumProductCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-query-keys';

async function getIgsumCategories() {
  const { data } = await api.get('/admin/igsum-product-categories/');
  return z.array(AdminIgsumProductCategory).parse(data);
}

export function useIgsumCategories() {
  return useQuery({
    queryKey: adminKeys.categories('igsum-product-categories'),
    queryFn: getIgsumCategories,
  });
}
