import { AdminTourCategory } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-query-keys';

async function getTourCategories() {
  const { data } = await api.get('/admin/tour-categories/');
  return z.array(AdminTourCategory).parse(data);
}

export function useTourCategories() {
  return useQuery({ queryKey: adminKeys.categories('tour-categories'), queryFn: getTourCategories });
}
