import type { Tour } from '@shop/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TOURS_PAGE_SIZE } from '#web/config/constants.ts';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

export type TourPage = { tours: Tour[]; featured: boolean };

async function listTours(params: Record<string, string | number>): Promise<Tour[]> {
  const { data } = await api.get('/igsum/tours/', { params: { page_size: TOURS_PAGE_SIZE, ...params } });
  return (await import('@shop/contract/tours')).TourList.parse(data);
}

/**
 * One page of the packages /isml shows (docs/catalogue.md): the featured tours, or every active
 * tour when none is featured; a page of TOURS_PAGE_SIZE, so no page grows with the shop
 * (docs/lists.md).
 */
async function getTourPage(page: number): Promise<TourPage> {
  const featured = await listTours({ featured: 'true', page });
  if (featured.length > 0) return { tours: featured, featured: true };
  // Past the last featured page, the list is still the featured one.
  if (page > 1 && (await listTours({ featured: 'true', page: 1, page_size: 1 })).length > 0) {
    return { tours: [], featured: true };
  }
  return { tours: await listTours({ page }), featured: false };
}

/** The list's read, for the hook and for the server render (app/server-reads.ts). */
export function toursQuery(page: number) {
  return queryOptions({ queryKey: [...shopKeys.tourList, page], queryFn: () => getTourPage(page) });
}

export function useTours(page: number) {
  return useQuery({ ...toursQuery(page), placeholderData: keepPreviousData });
}
