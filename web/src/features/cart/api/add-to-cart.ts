import { type AddCartItemBody, CartItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

async function addToCart(brand: BusinessType, body: AddCartItemBody): Promise<CartItem> {
  const { data } = await api.post(`/${brand}/cart/`, body);
  return CartItem.parse(data);
}

export function useAddToCart(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCartItemBody) => addToCart(brand, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart(brand) }),
  });
}
