import { z } from 'zod';
import { Order, RefId } from './orders';

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const CheckoutBody = z.strictObject({ order_id: RefId });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** Where to send the customer to pay. */
export const CheckoutSession = z.object({
  session_id: z.string(),
  url: z.string(),
  provider: PaymentProviderName,
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const ConfirmPaymentBody = z.strictObject({
  session_id: z.string().trim().min(1, 'session_id is required').max(255),
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBody>;

/** The server asked the provider; paid is true once the order is paid (by this or an earlier confirm). */
export const PaymentConfirmation = z.object({ order: Order, session_id: z.string(), paid: z.boolean() });
export type PaymentConfirmation = z.infer<typeof PaymentConfirmation>;

export const StripeWebhookResponse = z.object({ received: z.literal(true) });
