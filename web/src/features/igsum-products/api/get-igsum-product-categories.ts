import { IgsumProductCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

const CategoryList = z.array(IgsumProductCategory);

async function getIgsumProductCategories(): Promise<IgsumProductCategory[]> {
  const { data } = await api.get('/igsum/product-categories/');
  return CategoryList.parse(data);
}

export function useIgsumProductCategories() {
  return useQuery({ queryKey: shopKeys.categories('igsum'), queryFn: getIgsumProductCategories });
}
