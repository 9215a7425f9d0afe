import { UpdateCartItemResponse } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

type QuantityChange = { id: number; quantity: number };

/** Sets a line's quantity; 0 removes the line (the server answers `removed: true`). */
async function updateCartItem(brand: BusinessType, { id, quantity }: QuantityChange) {
  const { data } = await api.put(`/${brand}/cart/${id}/`, { quantity });
  return UpdateCartItemResponse.parse(data);
}

export function useUpdateCartItem(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QuantityChange) => updateCartItem(brand, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart(brand) }),
  });
}
