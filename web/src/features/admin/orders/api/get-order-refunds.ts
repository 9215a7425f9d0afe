import { OrderRefunds } from '@shop/contract/refunds';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** docs/refunds.md: under the order's own key, so whatever refreshes the order refreshes its refunds. */
export const orderRefundsKey = (orderId: number) => [...adminKeys.order(orderId), 'refunds'] as const;

async function getOrderRefunds(orderId: number) {
  const { data } = await api.get(`/admin/orders/${orderId}/refunds/`);
  return OrderRefunds.parse(data);
}

export function useOrderRefunds(orderId: number) {
  return useQuery({ queryKey: orderRefundsKey(orderId), queryFn: () => getOrderRefunds(orderId) });
}
