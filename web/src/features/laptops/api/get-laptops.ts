import type { CatalogProductPage } from '@shop/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_RETRY_BASE_DELAY_MS,
  PRODUCT_RETRY_MAX_DELAY_MS,
  QUERY_MAX_RETRIES,
} from '#web/config/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { isApiRequestError } from '#web/lib/api-request-error.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The server-side filters of the laptop grid, as they sit in the URL. */
export type LaptopFilters = {
  search: string;
  category: number | null;
  /** null: no upper limit. */
  maxPrice: number | null;
  page: number;
};

async function getLaptops(filters: LaptopFilters): Promise<CatalogProductPage> {
  const { data } = await api.get('/fursa/products/', {
    params: {
      search: filters.search || undefined,
      category: filters.category ?? undefined,
      max_price: filters.maxPrice ?? undefined,
      page: filters.page > 1 ? filters.page : undefined,
    },
  });
  return (await import('@shop/contract/catalog')).CatalogProductPage.parse(data);
}

/** At most 2 retries, none for 404 or 403 (they will not change on a retry). */
export function retryLaptops(failureCount: number, error: unknown): boolean {
  const status = isApiRequestError(error) ? error.response?.status : undefined;
  if (status === 404 || status === 403) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s ... never more than 30 s. */
export function laptopsRetryDelay(attempt: number): number {
  return Math.min(PRODUCT_RETRY_BASE_DELAY_MS * 2 ** attempt, PRODUCT_RETRY_MAX_DELAY_MS);
}

/** The grid's read, for the hook and for the server render (app/server-reads.ts). */
export function laptopsQuery(filters: LaptopFilters) {
  return queryOptions({
    queryKey: shopKeys.productList('fursa', filters),
    queryFn: () => getLaptops(filters),
    retry: retryLaptops,
    retryDelay: laptopsRetryDelay,
  });
}

export function useLaptops(filters: LaptopFilters) {
  // A new filter keeps the old grid on screen (dimmed) instead of flashing skeletons.
  return useQuery({ ...laptopsQuery(filters), placeholderData: keepPreviousData });
}
