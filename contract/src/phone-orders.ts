import { z } from 'zod';
import { BusinessType, Currency, MAX_ID, Money, refId } from './common';
import { DeliveryAddress, Fulfilment, TanzanianPhone } from './delivery';
import { DiscountCodeInput } from './discounts';
import { LOCALES } from './locale';
import { Order, OrderStatus, PaymentStatus } from './orders';
import { BookTourBody } from './tour-terms';

/**
 * docs/phone-orders.md: where an order came from. `online` is the storefront's own checkout; an
 * admin taking an order for a customer picks one of the others (TAKEN_CHANNELS).
 */
export const ORDER_CHANNELS = ['online', 'phone', 'whatsapp', 'walk_in', 'instagram', 'facebook'] as const;
export const OrderChannel = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof OrderChannel>;
export const TAKEN_CHANNELS = ORDER_CHANNELS.filter((c) => c !== 'online') as Exclude<
  OrderChannel,
  'online'
>[];
export const TakenChannel = z.enum(['phone', 'whatsapp', 'walk_in', 'instagram', 'facebook']);
export type TakenChannel = z.infer<typeof TakenChannel>;

/** How long an admin's order holds its units or seats for its payment link, in minutes: bounded both ways. */
export const PHONE_ORDER_HOLD_MIN_MINUTES = 15;
export const PHONE_ORDER_HOLD_MAX_MINUTES = 72 * 60;
export const PHONE_ORDER_HOLD_DEFAULT_MINUTES = 24 * 60;
/** A payment link works this long after it is made (the order's hold may end it sooner). */
export const PAY_LINK_DAYS = 7;
/** A pay link's token: `P1-<order id>-<expiry, seconds, base 36>-<mac, 32 hex digits>`. */
export const PAY_LINK_TOKEN_PATTERN = /^P1-\d{1,10}-[0-9a-z]{1,10}-[0-9a-f]{32}$/;
export const PAY_LINK_TOKEN_MAX = 60;
export const PayLinkParams = z.object({ token: z.string().max(PAY_LINK_TOKEN_MAX) });
export const PayLinkAttemptParams = PayLinkParams.extend({ id: z.coerce.number().pipe(refId()) });

/** docs/phone-orders.md: one search box for a customer's phone, e-mail or name. */
export const AdminCustomerSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(20).default(10),
});
export type AdminCustomerSearchQuery = z.infer<typeof AdminCustomerSearchQuery>;

export const PhoneOrderCustomer = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Empty for a customer made from a phone number alone. */
  email: z.string(),
  full_name: z.string(),
  /** +255 and nine digits, or empty. */
  phone: z.string(),
  locale: z.enum(LOCALES),
  /** False until the customer set a password (a customer an admin made from a phone number). */
  has_password: z.boolean(),
});
export type PhoneOrderCustomer = z.infer<typeof PhoneOrderCustomer>;

export const PhoneOrderCustomerPage = z.object({
  results: z.array(PhoneOrderCustomer),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type PhoneOrderCustomerPage = z.infer<typeof PhoneOrderCustomerPage>;

export const AdminCreatePhoneCustomerBody = z.strictObject({
  phone: TanzanianPhone,
  full_name: z.string().trim().min(1, 'Enter the customer’s name').max(150),
  /** The language of the customer's messages. */
  locale: z.enum(LOCALES).default('en'),
});
export type AdminCreatePhoneCustomerBody = z.infer<typeof AdminCreatePhoneCustomerBody>;
export type AdminCreatePhoneCustomerInput = z.input<typeof AdminCreatePhoneCustomerBody>;

export const PhoneOrderProductLine = z.strictObject({
  product: refId(),
  quantity: z.int('Must be a whole number').min(1).max(100),
});

/** Laptops (fursa) or IGSUM products (igsum): one brand per order, as each brand has its own currency. */
const ProductsPart = z.strictObject({
  kind: z.literal('products'),
  brand: BusinessType,
  lines: z.array(PhoneOrderProductLine).min(1, 'Add at least one item').max(20),
  fulfilment: Fulfilment.default('pickup'),
  delivery: DeliveryAddress.optional(),
});
/** A tour departure with its travellers, priced by the tour's terms as the booking dialog is. */
const TourPart = z.strictObject({
  kind: z.literal('tour'),
  booking: BookTourBody.omit({ discount_code: true, marketing_sms: true, marketing_email: true }),
});

export const AdminDiscount = z.strictObject({
  amount: Money.refine((v) => Number(v) > 0, 'Must be above 0'),
  /** Required: it is kept on the order and in the audit log. */
  reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(200),
});

export const PHONE_ORDER_PAYMENTS = ['pay_link', 'cash_on_delivery'] as const;

export const AdminCreatePhoneOrderBody = z
  .strictObject({
    customer: refId(),
    channel: TakenChannel,
    items: z.discriminatedUnion('kind', [ProductsPart, TourPart]),
    discount_code: DiscountCodeInput.optional(),
    admin_discount: AdminDiscount.optional(),
    /** Pay through the link (or a push now), or cash when it is handed over (laptops and products only). */
    payment: z.enum(PHONE_ORDER_PAYMENTS).default('pay_link'),
    hold_minutes: z
      .int('Must be a whole number')
      .min(PHONE_ORDER_HOLD_MIN_MINUTES)
      .max(PHONE_ORDER_HOLD_MAX_MINUTES)
      .default(PHONE_ORDER_HOLD_DEFAULT_MINUTES),
    notes: z.string().trim().max(1000).default(''),
    /** The total the admin's screen showed; when the server's differs nothing is ordered (409). */
    expected_total: Money.optional(),
  })
  .superRefine((body, ctx) => {
    const items = body.items;
    if (items.kind === 'products' && items.fulfilment === 'delivery' && !items.delivery) {
      ctx.addIssue({ code: 'custom', path: ['items', 'delivery'], message: 'Enter the delivery address' });
    }
    if (items.kind === 'tour' && body.payment === 'cash_on_delivery') {
      ctx.addIssue({ code: 'custom', path: ['payment'], message: 'A tour is paid through the link' });
    }
    if (items.kind === 'tour' && body.admin_discount) {
      ctx.addIssue({
        code: 'custom',
        path: ['admin_discount'],
        message: 'A tour’s price comes from its terms; use a discount code',
      });
    }
  });
export type AdminCreatePhoneOrderBody = z.infer<typeof AdminCreatePhoneOrderBody>;
export type AdminCreatePhoneOrderInput = z.input<typeof AdminCreatePhoneOrderBody>;

/** The admin's answer: the order, who took it, and how to reach its payment page. */
export const AdminPhoneOrder = z.object({
  /** The order's id, as order.id. */
  id: z.number().int(),
  order: Order,
  channel: OrderChannel,
  taken_by: z.string().nullable(),
  admin_discount: Money,
  admin_discount_reason: z.string(),
  /** Null for cash on delivery, and once the order is paid or cancelled. */
  pay_link: z.string().nullable(),
  /** https://wa.me/<number>?text=<the same message as the SMS>. */
  whatsapp_url: z.string().nullable(),
});
export type AdminPhoneOrder = z.infer<typeof AdminPhoneOrder>;

export const AdminSendPayLinkResponse = z.object({ queued: z.literal(true), to: z.string() });
export const AdminPushNowBody = z.strictObject({ phone: TanzanianPhone.optional() });

/** docs/phone-orders.md: what the payment link's page shows: this one order, nothing of the account. */
export const PayLinkOrder = z.object({
  id: z.number().int().max(MAX_ID),
  order_id: z.string(),
  brand: BusinessType,
  kind: z.enum(['product_order', 'tour_booking']),
  currency: Currency,
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: Money })),
  subtotal: Money,
  delivery_fee: Money,
  discount_amount: Money,
  total_amount: Money,
  /** What paying now pays (a tour's deposit or balance, else the total); null when nothing can be paid. */
  due: Money.nullable(),
  /** The customer's first name only, to greet them. */
  greeting_name: z.string(),
  /** The customer's phone, masked, for the push's number field. */
  phone_hint: z.string(),
  /** +255 and nine digits, prefilled in the push's number field; empty when none. */
  phone: z.string(),
  hold_expires_at: z.string().nullable(),
  /** The account has no password yet: the page offers to set one. */
  claimable: z.boolean(),
  /** Cards go through the hosted checkout of the shop's provider. */
  card_available: z.boolean(),
});
export type PayLinkOrder = z.infer<typeof PayLinkOrder>;

export const PayLinkPushBody = z.strictObject({ phone: TanzanianPhone });
export const PayLinkClaimResponse = z.object({ reset_path: z.string() });
export type PayLinkClaimResponse = z.infer<typeof PayLinkClaimResponse>;
