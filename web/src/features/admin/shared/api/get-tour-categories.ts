import { AdminTourCategory } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function getTourCategories() {
  const { data } = await api.get('/admin/tour-categories/');
  return z.array(AdminTourCategory).parse(data);
}

export const tourCategoriesQueryOptions = queryOptions({
  queryKey: adminKeys.categories('tour-categories'),
  queryFn: getTourCategories,
});

export function useTourCategories() {
  return useQuery(tourCategoriesQueryOptions);
}
