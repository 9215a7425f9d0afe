import { type OrderStatusBody, OrderStatusResponse } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/shared/api/admin-query-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** The note (courier, tracking number) shows on the customer's timeline with the new status. */
async function updateOrderStatus({ id, ...body }: OrderStatusBody & { id: number }) {
  const { data } = await api.put(`/admin/orders/${id}/`, body);
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
