import { Order } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** One of the caller's orders. */
async function getOrder(id: number): Promise<Order> {
  const { data } = await api.get(`/orders/${id}/`);
  return Order.parse(data);
}

export function useOrder(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.order(id ?? 0),
    queryFn: () => getOrder(id ?? 0),
    enabled: enabled && id !== null,
  });
}
