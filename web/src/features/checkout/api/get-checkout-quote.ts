import { CheckoutQuote } from '@shop/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** The cart, the delivery settings and the saved address the checkout screen starts from. */
async function getCheckoutQuote(): Promise<CheckoutQuote> {
  const { data } = await api.get('/fursa/checkout/');
  return CheckoutQuote.parse(data);
}

export function useCheckoutQuote() {
  return useQuery({
    queryKey: shopKeys.checkoutQuote,
    queryFn: getCheckoutQuote,
    // Prices, stock and the admin's fees may have changed since the last look.
    staleTime: 0,
  });
}
