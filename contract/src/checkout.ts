import { z } from 'zod';
import { FursaCart } from './cart';
import { Money } from './common';
import { DeliverySettings, StoredDeliveryAddress } from './delivery';

/**
 * GET /api/fursa/checkout/: what the checkout screen shows before the customer commits: the
 * cart, the delivery settings the fee is computed from (with `deliveryFee()`), the address of the
 * customer's last delivery, and whether payment now is a test (docs/delivery.md).
 */
export const CheckoutQuote = z.object({
  cart: FursaCart,
  settings: DeliverySettings,
  saved_address: StoredDeliveryAddress.nullable(),
  pickup_point: z.string(),
  /** The demo provider in production: no real money moves (docs/payments.md). */
  payment_test_mode: z.boolean(),
  /** docs/store-credit.md: the customer's store credit in the cart's currency, offered at checkout. */
  store_credit: Money.optional(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuote>;
