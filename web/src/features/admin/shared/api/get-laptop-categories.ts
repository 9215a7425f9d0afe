import { LaptopCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function getLaptopCategories() {
  const { data } = await api.get('/admin/categories/');
  return z.array(LaptopCategory).parse(data);
}

export const laptopCategoriesQueryOptions = queryOptions({
  queryKey: adminKeys.categories('categories'),
  queryFn: getLaptopCategories,
});

export function useLaptopCategories() {
  return useQuery(laptopCategoriesQueryOptions);
}
