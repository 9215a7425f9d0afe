import { FursaCart } from '@shop/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cartQueryKey = ['fursa-cart'] as const;

export async function getCart(): Promise<FursaCart> {
  const { data } = await api.get('/fursa/cart/');
  return FursaCart.parse(data);
}

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

/** The signed-in customer's laptop cart; a visitor has none and asks nothing. */
export function useCart(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
