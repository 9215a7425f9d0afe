import { CatalogProductPage } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CheckResult, checkHealth } from './run-checks';

export type BackendStatus = {
  health: CheckResult;
  products: CatalogProductPage['results'];
  productCount: number;
};

export async function getBackendStatus(): Promise<BackendStatus> {
  const health = await checkHealth();
  const { data } = await api.get('/fursa/products/', { params: { page_size: 5 }, skipAuth: true });
  const page = CatalogProductPage.parse(data);
  return { health, products: page.results, productCount: page.count };
}

export const backendStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['connection-test', 'status'],
    queryFn: getBackendStatus,
    staleTime: 0,
    retry: false,
  });

export function useBackendStatus() {
  return useQuery(backendStatusQueryOptions());
}
