import { LaptopCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

const LaptopCategoryList = z.array(LaptopCategory);

async function getLaptopCategories(): Promise<LaptopCategory[]> {
  const { data } = await api.get('/fursa/categories/');
  return LaptopCategoryList.parse(data);
}

export function useLaptopCategories() {
  return useQuery({ queryKey: shopKeys.categories('fursa'), queryFn: getLaptopCategories });
}
