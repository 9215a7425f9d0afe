import { CatalogProductDetail } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const laptopQueryKey = (id: number) => ['fursa-product', id] as const;

export async function getLaptop(id: number): Promise<CatalogProductDetail> {
  const { data } = await api.get(`/fursa/products/${id}/`);
  return CatalogProductDetail.parse(data);
}

export const laptopQueryOptions = (id: number) =>
  queryOptions({ queryKey: laptopQueryKey(id), queryFn: () => getLaptop(id) });

/** One laptop with its reviews; asks nothing while no product is chosen. */
export function useLaptop(id: number | null) {
  return useQuery({ ...laptopQueryOptions(id ?? 0), enabled: id !== null });
}
