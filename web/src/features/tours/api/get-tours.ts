import type { Tour } from '@shop/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Every active tour, featured ones first (the server's order). */
async function getTours(): Promise<Tour[]> {
  const { data } = await api.get('/igsum/tours/');
  return (await import('@shop/contract/tours')).TourList.parse(data);
}

export function useTours() {
  return useQuery({ queryKey: shopKeys.tourList, queryFn: getTours });
}
