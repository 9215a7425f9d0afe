import { z } from 'zod';
import { BusinessType, Currency, Money, refId } from './common';
import { Fulfilment, Region, TanzanianPhone } from './delivery';

/** docs/discount-codes.md: what a code takes off. */
export const DISCOUNT_KINDS = ['percentage', 'fixed_amount', 'free_delivery'] as const;
export const DiscountKind = z.enum(DISCOUNT_KINDS);
export type DiscountKind = z.infer<typeof DiscountKind>;

/** A code's use on one order: reserved with it, redeemed when paid, released when cancelled or expired. */
export const DISCOUNT_USE_STATES = ['reserved', 'redeemed', 'released'] as const;
export const DiscountUseState = z.enum(DISCOUNT_USE_STATES);
export type DiscountUseState = z.infer<typeof DiscountUseState>;

export const DISCOUNT_CODE_MAX = 40;

/**
 * The code as a customer types it: letters, digits, '-' and '_', any case (codes match whatever
 * the case). An empty string is no code.
 */
export const DiscountCodeInput = z
  .string()
  .trim()
  .max(DISCOUNT_CODE_MAX, 'A discount code has at most 40 characters')
  .regex(/^[A-Za-z0-9_-]*$/, 'A discount code has only letters, digits, - and _');

/**
 * docs/discount-codes.md: the stable error codes of a refused code (409), each with the reason of
 * the same name (`discount` + its key) in contract/src/refusals.ts, said in the customer's language.
 */
export const DISCOUNT_ERROR_CODES = {
  unknown: 'discount_unknown',
  inactive: 'discount_inactive',
  otherShop: 'discount_other_shop',
  notStarted: 'discount_not_started',
  ended: 'discount_ended',
  minimumSpend: 'discount_minimum_spend',
  notApplicable: 'discount_not_applicable',
  saleItems: 'discount_sale_items',
  noDeliveryFee: 'discount_no_delivery_fee',
  usedUp: 'discount_used_up',
  alreadyUsed: 'discount_already_used',
} as const;
export type DiscountErrorCode = (typeof DISCOUNT_ERROR_CODES)[keyof typeof DISCOUNT_ERROR_CODES];

/**
 * POST /api/discounts/preview/: a code against the caller's current cart of `order_type`, with the
 * fulfilment and region the checkout screen has chosen (a free-delivery code needs a fee to waive).
 */
export const DiscountPreviewBody = z.object({
  code: DiscountCodeInput.min(1, 'Enter a discount code'),
  order_type: z.literal('fursa').default('fursa'),
  fulfilment: Fulfilment.default('pickup'),
  region: Region.optional(),
  /** A delivery's phone, when the screen has one: a number that used the code counts as this customer. */
  phone: TanzanianPhone.optional(),
});
export type DiscountPreviewBody = z.infer<typeof DiscountPreviewBody>;

/** The saving line the checkout shows, and the totals with it (the server's own figures). */
export const DiscountPreview = z.object({
  /** The code as the shop spells it. */
  code: z.string(),
  kind: DiscountKind,
  currency: Currency,
  subtotal: Money,
  delivery_fee: Money,
  /** The saving, its own line: taken off the lines, or the delivery fee for free delivery. */
  discount: Money,
  total: Money,
});
export type DiscountPreview = z.infer<typeof DiscountPreview>;

/** A moment in Dar es Salaam's time as an admin types it, YYYY-MM-DDTHH:mm (docs/discount-codes.md). */
export const ShopLocalTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the time as YYYY-MM-DDTHH:mm (Dar es Salaam)')
  // A time of the calendar: month 13, 31 February or 25:00 would reach the database as an error.
  .refine((value) => {
    const [year, month, day, hour, minute] = value.split(/[-T:]/).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
    return (
      year >= 2000 &&
      year <= 2100 &&
      at.getUTCMonth() === month - 1 &&
      at.getUTCDate() === day &&
      at.getUTCHours() === hour &&
      at.getUTCMinutes() === minute
    );
  }, 'Not a date and time of the calendar (2000 to 2100)');

const Ids = z.array(refId()).max(500, 'At most 500 at once').default([]);
const Cap = z.int('Must be a whole number').min(1, 'At least 1').max(1_000_000).nullable().default(null);

/** The admin's form for a code (create and full update). */
export const DiscountCodeBody = z
  .strictObject({
    code: DiscountCodeInput.min(3, 'A discount code has at least 3 characters'),
    brand: BusinessType,
    kind: DiscountKind,
    /** Whole percent, for `percentage`. */
    percent: z.int('Must be a whole number').min(1).max(100).nullable().default(null),
    /** In the brand's currency (TZS for fursa, USD for igsum), for `fixed_amount`. */
    amount: Money.nullable().default(null),
    min_spend: Money.default('0.00'),
    /** Dar es Salaam time; null for none. */
    starts_at: ShopLocalTime.nullable().default(null),
    ends_at: ShopLocalTime.nullable().default(null),
    total_cap: Cap,
    per_customer_cap: Cap,
    category_ids: Ids,
    product_ids: Ids,
    tour_ids: Ids,
    applies_to_sale_items: z.boolean().default(false),
    is_active: z.boolean().default(true),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percentage' && body.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter the percentage (1 to 100)' });
    }
    if (body.kind === 'fixed_amount' && (body.amount === null || Number(body.amount) <= 0)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount off' });
    }
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' });
    }
  });
export type DiscountCodeBody = z.input<typeof DiscountCodeBody>;
export type DiscountCodeValues = z.output<typeof DiscountCodeBody>;

export const AdminDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  brand: BusinessType,
  kind: DiscountKind,
  percent: z.number().int().nullable(),
  amount: Money.nullable(),
  currency: Currency,
  min_spend: Money,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_cap: z.number().int().nullable(),
  per_customer_cap: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
  tour_ids: z.array(z.number().int()),
  applies_to_sale_items: z.boolean(),
  is_active: z.boolean(),
  note: z.string(),
  created_at: z.string(),
  /** Orders holding the code now: reserved (unpaid) and redeemed (paid). */
  uses: z.object({ reserved: z.number().int(), redeemed: z.number().int(), released: z.number().int() }),
  /** Totals of its paid, not cancelled orders, in the code's currency, and the savings they got. */
  paid_revenue: Money,
  paid_discount: Money,
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;

export const AdminDiscountCodeUse = z.object({
  id: z.number().int(),
  order: z.number().int(),
  order_id: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  order_total: Money,
  currency: Currency,
  username: z.string(),
  state: DiscountUseState,
  amount: Money,
  created_at: z.string(),
});
export type AdminDiscountCodeUse = z.infer<typeof AdminDiscountCodeUse>;
