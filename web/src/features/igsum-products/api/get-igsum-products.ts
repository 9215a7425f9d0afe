import { CatalogProductPage } from '@shop/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type IgsumProductFilters = { search?: string; category?: number; page?: number };

export const IGSUM_PAGE_SIZE = 12;

export async function getIgsumProducts(filters: IgsumProductFilters): Promise<CatalogProductPage> {
  const { data } = await api.get('/igsum/products/', {
    params: {
      search: filters.search || undefined,
      category: filters.category,
      page: filters.page ?? 1,
      page_size: IGSUM_PAGE_SIZE,
    },
  });
  return CatalogProductPage.parse(data);
}

export const igsumProductsQueryOptions = (filters: IgsumProductFilters) =>
  queryOptions({
    queryKey: ['igsum-products', 'list', filters],
    queryFn: () => getIgsumProducts(filters),
  });

export function useIgsumProducts(filters: IgsumProductFilters) {
  // Keeps the last page on screen while the next filter loads, so the grid does not collapse.
  return useQuery({ ...igsumProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
