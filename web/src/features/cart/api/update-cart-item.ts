import { UpdateCartItemResponse } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

type QuantityChange = { id: number; quantity: number };

/** Sets a line's quantity; 0 removes the line (the server answers `removed: true`). */
async function updateCartItem(brand: BusinessType, { id, quantity }: QuantityChange) {
  const { data } = await api.put(`/${brand}/cart/${id}/`, { quantity });
  return UpdateCartItemResponse.parse(data);
}

export function useUpdateCartItem(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way began before this change: cancelled, so the read after it asks
    // again instead of taking that answer (docs/server-rendering.md).
    onMutate: () => queryClient.cancelQueries({ queryKey: shopKeys.cart(brand) }),
    mutationFn: (change: QuantityChange) => updateCartItem(brand, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart(brand) }),
  });
}
