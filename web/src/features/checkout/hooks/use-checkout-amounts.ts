import type { CheckoutQuote } from '@shop/contract/checkout';
import { useWatch } from 'react-hook-form';
import {
  type CheckoutAmounts,
  type CheckoutFormValues,
  checkoutAmounts,
} from '#web/features/checkout/lib/checkout-form-schema.ts';

/** The amounts for the choice the enclosing checkout form holds now. */
export function useCheckoutAmounts(quote: CheckoutQuote): CheckoutAmounts {
  const [fulfilment, region] = useWatch<CheckoutFormValues, ['fulfilment', 'delivery.region']>({
    name: ['fulfilment', 'delivery.region'],
  });
  return checkoutAmounts(quote, { fulfilment, region });
}
