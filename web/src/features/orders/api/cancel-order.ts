import { Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await api.post(`/orders/${id}/cancel/`);
  return Order.parse(data);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      toast.success('Order cancelled', { description: `Order ${order.order_id} has been cancelled.` });
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to cancel order') }),
  });
}
