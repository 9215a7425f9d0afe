import type { CatalogProductDetail } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getLaptop(id: number): Promise<CatalogProductDetail> {
  const { data } = await api.get(`/fursa/products/${id}/`);
  return (await import('@shop/contract/catalog')).CatalogProductDetail.parse(data);
}

/** One laptop with its reviews; asks nothing while no product is chosen. */
export function useLaptop(id: number | null) {
  return useQuery({
    queryKey: shopKeys.product('fursa', id ?? 0),
    queryFn: () => getLaptop(id ?? 0),
    enabled: id !== null,
  });
}
