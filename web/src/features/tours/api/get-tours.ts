import { type Tour, TourList } from '@shop/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every active tour, featured ones first (the server's order). */
export async function getTours(): Promise<Tour[]> {
  const { data } = await api.get('/igsum/tours/');
  return TourList.parse(data);
}

export const toursQueryOptions = () => queryOptions({ queryKey: ['tours', 'list'], queryFn: getTours });

export function useTours() {
  return useQuery(toursQueryOptions());
}
