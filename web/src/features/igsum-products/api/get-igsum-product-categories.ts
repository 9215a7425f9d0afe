import { IgsumProductCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const CategoryList = z.array(IgsumProductCategory);

export async function getIgsumProductCategories(): Promise<IgsumProductCategory[]> {
  const { data } = await api.get('/igsum/product-categories/');
  return CategoryList.parse(data);
}

export const igsumProductCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['igsum-products', 'categories'], queryFn: getIgsumProductCategories });

export function useIgsumProductCategories() {
  return useQuery(igsumProductCategoriesQueryOptions());
}
