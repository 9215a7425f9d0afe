import { AdminLaptopCategory } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-query-keys';

async function getAdminLaptopCategories() {
  const { data } = await api.get('/admin/categories/');
  return z.array(AdminLaptopCategory).parse(data);
}

/**
 * The laptop categories as the admin edits them; the shop's own list is
 * features/laptops/api/get-laptop-categories.ts.
 */
export function useAdminLaptopCategories() {
  return useQuery({ queryKey: adminKeys.categories('categories'), queryFn: getAdminLaptopCategories });
}
