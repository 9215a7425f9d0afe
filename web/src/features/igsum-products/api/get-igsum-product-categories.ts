import type { IgsumProductCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getIgsumProductCategories(): Promise<IgsumProductCategory[]> {
  const { data } = await api.get('/igsum/product-categories/');
  return (await import('@shop/contract/catalog')).IgsumProductCategory.array().parse(data);
}

export const igsumCategoriesQuery = queryOptions({
  queryKey: shopKeys.categories('igsum'),
  queryFn: getIgsumProductCategories,
});

export function useIgsumProductCategories() {
  return useQuery(igsumCategoriesQuery);
}
