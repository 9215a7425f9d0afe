import { LaptopCategory } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const LaptopCategoryList = z.array(LaptopCategory);

export async function getLaptopCategories(): Promise<LaptopCategory[]> {
  const { data } = await api.get('/fursa/categories/');
  return LaptopCategoryList.parse(data);
}

export const laptopCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['fursa-categories'], queryFn: getLaptopCategories });

export function useLaptopCategories() {
  return useQuery(laptopCategoriesQueryOptions());
}
