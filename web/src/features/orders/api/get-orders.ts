import { LIST_CAP } from '@shop/contract/constants';
import { Order } from '@shop/contract/orders';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

const OrderList = z.array(Order);

/** One page of the caller's orders, newest first: at most LIST_CAP of them (docs/lists.md). */
async function getOrders(page: number): Promise<Order[]> {
  const { data } = await api.get('/orders/', { params: { page } });
  return OrderList.parse(data);
}

/**
 * The caller's orders loaded so far, newest first; `hasNextPage` while the last page was full and
 * `fetchNextPage` loads the next LIST_CAP.
 */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: [...shopKeys.orders, 'pages'],
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.length >= LIST_CAP ? lastPage + 1 : undefined),
    select: (data) => data.pages.flat(),
  });
}
