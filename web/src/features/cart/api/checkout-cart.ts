import type { CreateFursaOrderBody } from '@shop/contract/orders';
import { Order } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from './get-cart';

/** The server takes the lines and prices from the cart and empties it (docs/prices-and-currencies.md). */
export async function checkoutCart(): Promise<Order> {
  const body: Pick<CreateFursaOrderBody, 'order_type'> = { order_type: 'fursa' };
  const { data } = await api.post('/orders/', body);
  return Order.parse(data);
}

/** SPEC §8 Checkout failure: the server's message, else the error's, else the default. */
export function checkoutErrorMessage(err: unknown): string {
  const fallback = 'Failed to place order. Please try again.';
  if (isAxiosError(err)) {
    const data: unknown = err.response?.data;
    if (
      data &&
      typeof data === 'object' &&
      'message' in data &&
      typeof data.message === 'string' &&
      data.message
    ) {
      return data.message;
    }
    if (!err.response && err.message) return err.message;
    return fallback;
  }
  return err instanceof Error && err.message ? err.message : fallback;
}

/** `onOrderPlaced` lets the screen refresh what else shows orders (the dashboard's list). */
export function useCheckoutCart({ onOrderPlaced }: { onOrderPlaced?: (order: Order) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutCart,
    onSuccess: async (order) => {
      toast.success('Order placed successfully', {
        description: 'Your order has been placed and is being processed',
      });
      onOrderPlaced?.(order);
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onError: (err) => toast.error('Checkout failed', { description: checkoutErrorMessage(err) }),
  });
}
