import { type OrderStatus, OrderStatusResponse } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/api/admin-query-keys';

async function updateOrderStatus({ id, status }: { id: number; status: OrderStatus }) {
  const { data } = await api.put(`/orders/admin/${id}/`, { status });
  return OrderStatusResponse.parse(data);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // Selling or cancelling moves stock, revenue and what customers have spent.
    onSuccess: () =>
      Promise.all(
        [
          adminKeys.orders,
          adminKeys.stats,
          adminKeys.lowStock,
          adminKeys.products('products'),
          adminKeys.products('igsum-products'),
          adminKeys.customers,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
