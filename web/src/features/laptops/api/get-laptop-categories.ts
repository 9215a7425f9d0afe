import type { LaptopCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

async function getLaptopCategories(): Promise<LaptopCategory[]> {
  const { data } = await api.get('/fursa/categories/');
  return (await import('@shop/contract/catalog')).LaptopCategory.array().parse(data);
}

export function useLaptopCategories() {
  return useQuery({ queryKey: shopKeys.categories('fursa'), queryFn: getLaptopCategories });
}
