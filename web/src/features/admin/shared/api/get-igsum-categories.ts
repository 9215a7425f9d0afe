import { IgsumProductCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function getIgsumCategories() {
  const { data } = await api.get('/admin/igsum-product-categories/');
  return z.array(IgsumProductCategory).parse(data);
}

export const igsumCategoriesQueryOptions = queryOptions({
  queryKey: adminKeys.categories('igsum-product-categories'),
  queryFn: getIgsumCategories,
});

export function useIgsumCategories() {
  return useQuery(igsumCategoriesQueryOptions);
}
