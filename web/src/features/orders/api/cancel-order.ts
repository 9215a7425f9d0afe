import { Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function cancelOrder(id: number): Promise<Order> {
  const { data } = await api.post(`/orders/${id}/cancel/`);
  return Order.parse(data);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.orders }),
  });
}
