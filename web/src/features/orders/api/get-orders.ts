import { Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const OrderList = z.array(Order);

export const ordersQueryKey = ['orders'] as const;

/** The caller's orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  const { data } = await api.get('/orders/');
  return OrderList.parse(data);
}

export const ordersQueryOptions = () => queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
