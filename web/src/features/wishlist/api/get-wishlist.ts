import type { WishlistItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';

async function getWishlist(brand: BusinessType): Promise<WishlistItem[]> {
  const { data } = await api.get(`/${brand}/wishlist/`);
  return (await import('@shop/contract/cart')).WishlistItem.array().parse(data);
}

/** Only a signed-in customer has a wishlist; a visitor asks nothing. */
export function useWishlist(brand: BusinessType) {
  const { user } = useAuth();
  return useQuery({
    queryKey: shopKeys.wishlist(brand),
    queryFn: () => getWishlist(brand),
    enabled: user !== null,
  });
}
