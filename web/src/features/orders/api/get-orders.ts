import { Order } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

const OrderList = z.array(Order);

/** The caller's orders, newest first. */
async function getOrders(): Promise<Order[]> {
  const { data } = await api.get('/orders/');
  return OrderList.parse(data);
}

export function useOrders() {
  return useQuery({ queryKey: shopKeys.orders, queryFn: getOrders });
}
