import type { CatalogProductPage } from '@shop/contract/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

type IgsumProductFilters = { search?: string; category?: number; page?: number };

export const IGSUM_PAGE_SIZE = 12;

async function getIgsumProducts(filters: IgsumProductFilters): Promise<CatalogProductPage> {
  const { data } = await api.get('/igsum/products/', {
    params: {
      search: filters.search || undefined,
      category: filters.category,
      page: filters.page ?? 1,
      page_size: IGSUM_PAGE_SIZE,
    },
  });
  return (await import('@shop/contract/catalog')).CatalogProductPage.parse(data);
}

export function useIgsumProducts(filters: IgsumProductFilters) {
  return useQuery({
    queryKey: shopKeys.productList('igsum', filters),
    queryFn: () => getIgsumProducts(filters),
    // Keeps the last page on screen while the next filter loads, so the grid does not collapse.
    placeholderData: keepPreviousData,
  });
}
