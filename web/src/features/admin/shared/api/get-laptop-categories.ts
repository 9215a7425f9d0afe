import { AdminLaptopCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-query-keys';

async function getLaptopCategories() {
  const { data } = await api.get('/admin/categories/');
  return z.array(AdminLaptopCategory).parse(data);
}

export function useLaptopCategories() {
  return useQuery({ queryKey: adminKeys.categories('categories'), queryFn: getLaptopCategories });
}
