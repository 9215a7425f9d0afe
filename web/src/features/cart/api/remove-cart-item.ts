import type { BusinessType } from '@shop/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** `id` is the cart line's id, not the product's. */
async function removeCartItem(brand: BusinessType, id: number): Promise<void> {
  await api.delete(`/${brand}/cart/${id}/`);
}

export function useRemoveCartItem(brand: BusinessType) {
  const queryClient = useQueryClient();
  return useMutation({
    // A read still on its way began before this change: cancelled, so the read after it asks
    // again instead of taking that answer (docs/server-rendering.md).
    onMutate: () => queryClient.cancelQueries({ queryKey: shopKeys.cart(brand) }),
    mutationFn: (id: number) => removeCartItem(brand, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart(brand) }),
  });
}
