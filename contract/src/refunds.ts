import { z } from 'zod';
import { Money } from './common';

// docs/refunds.md: money paid back on a payment, through its provider or recorded as sent by hand.

export const REFUND_STATES = ['requested', 'sending', 'pending', 'succeeded', 'failed', 'manual'] as const;
export const RefundState = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof RefundState>;

/** Still on its way: the worker sends it or follows it at the provider. */
export const OPEN_REFUND_STATES = ['requested', 'sending', 'pending'] as const satisfies RefundState[];

export const REFUND_METHODS = ['provider', 'manual'] as const;
export const RefundMethod = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethod>;

export const REFUND_SOURCES = ['admin', 'payment_due', 'booking', 'return'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/** An open refund this long after it was asked for is listed under Needs attention as stuck. */
export const REFUND_STUCK_MINUTES = 60;

/** What a person typed as the reason or the reference of a refund sent by hand. */
const typed = (max: number) => z.string().trim().min(1).max(max);

/**
 * An admin refunds a payment: all it still holds when `amount` is left out. `manual`: the money
 * was sent by hand (the provider's dashboard, a bank transfer, cash) and `reference` says where.
 */
export const AdminRefundBody = z
  .strictObject({
    amount: Money.optional(),
    reason: typed(500),
    method: RefundMethod.default('provider'),
    reference: typed(255).optional(),
  })
  .refine((body) => body.method !== 'manual' || body.reference !== undefined, {
    message: 'A refund sent by hand needs its reference',
    path: ['reference'],
  });
export type AdminRefundBody = z.infer<typeof AdminRefundBody>;

/** A cancelled booking's refund due, paid back through its payments' providers or by hand. */
export const AdminBookingRefundBody = z
  .strictObject({
    method: RefundMethod.default('provider'),
    reference: typed(255).optional(),
  })
  .refine((body) => body.method !== 'manual' || body.reference !== undefined, {
    message: 'A refund sent by hand needs its reference',
    path: ['reference'],
  });
export type AdminBookingRefundBody = z.infer<typeof AdminBookingRefundBody>;

export const Refund = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  order_id: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  source: z.string(),
  method: RefundMethod,
  provider: z.string(),
  status: RefundState,
  provider_reference: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;

/** An order's refunds, newest first, and what each of its payments may still give back. */
export const OrderRefunds = z.object({
  refunds: z.array(Refund),
  refundable: z.array(
    z.object({
      payment_id: z.number().int(),
      provider: z.string(),
      currency: z.string(),
      refundable: z.string(),
      /** The provider pays it back itself; otherwise it is sent by hand and recorded with a reference. */
      by_provider: z.boolean(),
    }),
  ),
});
export type OrderRefunds = z.infer<typeof OrderRefunds>;

/** Needs attention: refunds that failed, or are still open REFUND_STUCK_MINUTES after they were asked for. */
export const AdminRefundsAttention = z.object({ results: z.array(Refund) });
export type AdminRefundsAttention = z.infer<typeof AdminRefundsAttention>;
