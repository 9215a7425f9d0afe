import type { Cart, FursaCart } from '@shop/contract/cart';
import type { BusinessType } from '@shop/contract/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Only the laptop cart says whether it qualifies for free delivery (docs/prices-and-currencies.md). */
type CartOf<B extends BusinessType> = B extends 'fursa' ? FursaCart : Cart;

async function getCart<B extends BusinessType>(brand: B): Promise<CartOf<B>> {
  const { data } = await api.get(`/${brand}/cart/`);
  const { Cart, FursaCart } = await import('@shop/contract/cart');
  return (brand === 'fursa' ? FursaCart : Cart).parse(data) as CartOf<B>;
}

/** The signed-in customer's cart of one brand; a visitor has none and asks nothing. */
export function useCart<B extends BusinessType>(brand: B) {
  const { user } = useAuth();
  return useQuery({
    queryKey: shopKeys.cart(brand),
    queryFn: () => getCart(brand),
    enabled: user !== null,
  });
}
