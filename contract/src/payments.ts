import { z } from 'zod';
import { refId } from './common';
import { Order } from './orders';

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const CheckoutBody = z.strictObject({ order_id: refId() });
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

/**
 * What became of a payment a provider confirmed: it paid its order, or it could not (the order was
 * already paid or was cancelled, or the provider reported another amount or currency than the
 * session asked for) and the money is owed back.
 */
export const PAYMENT_OUTCOMES = ['applied', 'duplicate', 'order_cancelled', 'mismatch'] as const;
export const PaymentOutcome = z.enum(PAYMENT_OUTCOMES);
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

export const REFUND_STATUSES = ['none', 'due', 'refunded'] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** One confirmed payment on an order, as the admin sees it. */
export const PaymentRecord = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** What the provider reports was paid. */
  amount: z.string(),
  currency: z.string(),
  outcome: PaymentOutcome,
  refund_status: RefundStatus,
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;
