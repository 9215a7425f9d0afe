import { CatalogProductPage } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { type CheckResult, checkHealth } from './run-checks';

type BackendStatus = {
  health: CheckResult;
  products: CatalogProductPage['results'];
  productCount: number;
};

async function getBackendStatus(): Promise<BackendStatus> {
  const health = await checkHealth();
  const { data } = await api.get('/fursa/products/', { params: { page_size: 5 }, skipAuth: true });
  const page = CatalogProductPage.parse(data);
  return { health, products: page.results, productCount: page.count };
}

export function useBackendStatus() {
  return useQuery({
    queryKey: shopKeys.backendStatus,
    queryFn: getBackendStatus,
    staleTime: 0,
    retry: false,
  });
}
