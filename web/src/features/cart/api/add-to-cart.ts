import type { AddCartItemBody, CartItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function addToCart(brand: BusinessType, body: AddCartItemBody): Promise<CartItem> {
  const { data } = await api.post(`/${brand}/cart/`, body);
  return (await import('@shop/contract/cart')).CartItem.parse(data);
}

export function useAddToCart(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way began before this change: cancelled, so the read after it asks
    // again instead of taking that answer (docs/server-rendering.md).
    onMutate: () => queryClient.cancelQueries({ queryKey: shopKeys.cart(brand) }),
    mutationFn: (body: AddCartItemBody) => addToCart(brand, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart(brand) }),
  });
}
