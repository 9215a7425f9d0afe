import type { LaptopCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getLaptopCategories(): Promise<LaptopCategory[]> {
  const { data } = await api.get('/fursa/categories/');
  return (await import('@shop/contract/catalog')).LaptopCategory.array().parse(data);
}

export const laptopCategoriesQuery = queryOptions({
  queryKey: shopKeys.categories('fursa'),
  queryFn: getLaptopCategories,
});

export function useLaptopCategories() {
  return useQuery(laptopCategoriesQuery);
}
