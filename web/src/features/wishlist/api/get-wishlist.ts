import { WishlistItem } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const WishlistList = z.array(WishlistItem);

/** The same keys the brand pages use, so a heart toggled there shows here and back. */
export const wishlistQueryKey = (brand: BusinessType) => [`${brand}-wishlist`] as const;

export async function getWishlist(brand: BusinessType): Promise<WishlistItem[]> {
  const { data } = await api.get(`/${brand}/wishlist/`);
  return WishlistList.parse(data);
}

export const wishlistQueryOptions = (brand: BusinessType) =>
  queryOptions({ queryKey: wishlistQueryKey(brand), queryFn: () => getWishlist(brand) });

/** Only a signed-in customer has a wishlist; a visitor asks nothing. */
export function useWishlist(brand: BusinessType, enabled: boolean) {
  return useQuery({ ...wishlistQueryOptions(brand), enabled });
}
