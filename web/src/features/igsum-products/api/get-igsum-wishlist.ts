import { WishlistItem } from '@shop/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const WishlistList = z.array(WishlistItem);

export const igsumWishlistQueryKey = ['igsum-wishlist'] as const;

export async function getIgsumWishlist(): Promise<WishlistItem[]> {
  const { data } = await api.get('/igsum/wishlist/');
  return WishlistList.parse(data);
}

export const igsumWishlistQueryOptions = () =>
  queryOptions({ queryKey: igsumWishlistQueryKey, queryFn: getIgsumWishlist });

/** Only a signed-in customer has a wishlist; a visitor asks nothing. */
export function useIgsumWishlist(enabled: boolean) {
  return useQuery({ ...igsumWishlistQueryOptions(), enabled });
}
