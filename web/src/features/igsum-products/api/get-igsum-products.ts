import type { CatalogProductPage } from '@shop/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

export type IgsumProductFilters = { search?: string; category?: number | undefined; page?: number };

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

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The filters an address names (the catalogue's and the server render's, app/server-reads.ts). */
export function igsumFiltersOf(params: URLSearchParams) {
  return {
    search: params.get('search') ?? '',
    category: positiveInt(params.get('category')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The list's read, for the hook and for the server render. */
export function igsumProductsQuery(filters: IgsumProductFilters) {
  return queryOptions({
    queryKey: shopKeys.productList('igsum', filters),
    queryFn: () => getIgsumProducts(filters),
  });
}

export function useIgsumProducts(filters: IgsumProductFilters) {
  // Keeps the last page on screen while the next filter loads, so the grid does not collapse.
  return useQuery({ ...igsumProductsQuery(filters), placeholderData: keepPreviousData });
}
