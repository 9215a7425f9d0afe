import { z } from 'zod';
import { BusinessType, Currency, Money, refId } from './common';
import { DeliveryAddress, Fulfilment, StoredDeliveryAddress } from './delivery';
import { DiscountCodeInput } from './discounts';
import { ConsentFlags } from './marketing';
import { BusinessTaxIds } from './receipts';
import { RETURN_STEPS } from './returns';
import { LineWarranty } from './serials';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** An unpaid tour booking keeps its seats this long; then they go back on sale. */
export const BOOKING_HOLD_MINUTES = 30;

/**
 * docs/delivery.md: a laptop order to be paid now holds its units this long for the payment; a
 * cash-on-delivery order holds them until the admin sells or cancels it.
 */
export const CHECKOUT_HOLD_MINUTES = 30;

/**
 * Unpaid bookings one customer may have holding seats at once. Without a cap, one account could
 * keep every date sold out by booking again as each hold expires.
 */
export const MAX_OPEN_BOOKINGS = 2;

/**
 * docs/stock.md: unpaid laptop orders one customer may have holding units at once (pay-now orders
 * waiting for their payment, cash-on-delivery orders until the cash is received), and the units
 * they may hold in all. A household or a small office buys a few laptops at a time; a larger
 * purchase is arranged with the shop. Without them one account could hold every laptop.
 */
export const MAX_OPEN_LAPTOP_ORDERS = 3;
export const MAX_HELD_LAPTOP_UNITS = 10;

/** Statuses an admin can choose (docs/orders.md); no transition is restricted. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'sold',
  'cancelled',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * docs/orders.md: a cash-on-delivery order's cash is received when it reaches one of these
 * statuses (the courier collects it at the door, the shop at the counter for a pickup).
 */
export const CASH_RECEIVED_STATUSES = [
  'delivered',
  'completed',
  'sold',
] as const satisfies readonly OrderStatus[];
/** The `paid` step's note on a cash-on-delivery order's timeline. */
export const CASH_RECEIVED_NOTE = 'Cash received on delivery.';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * docs/orders.md: how customer and admin read an order's payment. Cash on delivery is not a
 * payment waiting to happen online: it is due at the door, then paid in cash.
 */
export function paymentLabelOf(order: { payment_method: string; payment_status: PaymentStatus }): string {
  if (order.payment_method === 'cash_on_delivery') {
    if (order.payment_status === 'pending') return 'Pay on delivery';
    if (order.payment_status === 'paid') return 'Paid in cash';
  }
  return `Payment ${order.payment_status}`;
}

export type StatusColor = 'green' | 'yellow' | 'blue' | 'purple' | 'red' | 'grey';
/** docs/orders.md status colours; a status missing here shows grey. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, StatusColor> = {
  pending: 'yellow',
  confirmed: 'grey',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  completed: 'green',
  sold: 'green',
  cancelled: 'red',
};

/**
 * What an order is: the lines of a cart, or seats on a tour departure. `order_type` names the
 * order's brand, as the API always has; a tour booking is an IGSUM order of kind tour_booking.
 */
export const ORDER_KINDS = ['product_order', 'tour_booking'] as const;
export const OrderKind = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof OrderKind>;

/**
 * Ways to pay for a laptop order: `credit_card` pays now through the configured payment provider's
 * hosted checkout (as tour bookings do), `mobile_money` by a push to the customer's phone
 * (docs/payments.md), `cash_on_delivery` when the laptop arrives or is collected.
 */
export const FURSA_PAYMENT_METHODS = ['credit_card', 'mobile_money', 'cash_on_delivery'] as const;
export const FursaPaymentMethod = z.enum(FURSA_PAYMENT_METHODS);

/** Error codes of expected order outcomes, so the client can pick its toast title. */
export const ORDER_ERROR_CODES = {
  cartEmpty: 'cart_empty',
  outOfStock: 'out_of_stock',
  soldOut: 'sold_out',
  tooManyOpenBookings: 'too_many_open_bookings',
  /** MAX_OPEN_LAPTOP_ORDERS or MAX_HELD_LAPTOP_UNITS reached. */
  tooManyOpenOrders: 'too_many_open_orders',
  /** The price, the stock or the lines changed since the checkout screen showed the total. */
  cartChanged: 'cart_changed',
  cashOnDeliveryNotAllowed: 'cash_on_delivery_not_allowed',
} as const;

const Notes = z.string().trim().max(1000, V.notesTooLong).default('');

/**
 * Cart checkout: the lines come from the caller's cart, never from the body. Fields an old
 * client sends (total_amount, items, payment_status, ...) are accepted and dropped: the server
 * prices every order itself (docs/prices-and-currencies.md).
 */
export const CreateFursaOrderBody = z
  .object({
    order_type: z.literal('fursa'),
    shipping_address: z
      .string()
      .trim()
      .max(500, 'Shipping address must be at most 500 characters')
      .default(''),
    notes: Notes,
    payment_method: FursaPaymentMethod.default('credit_card'),
    /** docs/delivery.md: delivery to `delivery`, or pickup at the FURSA shop (PICKUP_POINT). */
    fulfilment: Fulfilment.default('pickup'),
    delivery: DeliveryAddress.optional(),
    /**
     * The total the checkout screen showed. When the server's total differs (a price, a stock
     * level or the cart changed since), nothing is ordered and the answer is 409 cart_changed.
     */
    expected_total: Money.optional(),
    /**
     * docs/discount-codes.md: a discount code, any case; empty for none. A code that does not
     * apply refuses the order (409, the code's reason) and nothing is ordered.
     */
    discount_code: DiscountCodeInput.optional(),
    /**
     * docs/store-credit.md: pay with the customer's store credit, as much as the total takes; the
     * server decides how much. Not with cash on delivery (409).
     */
    use_store_credit: z.boolean().optional(),
    /** docs/receipts.md: a business customer's TIN and VRN, carried on the receipts. */
    ...BusinessTaxIds,
    /** docs/marketing-consent.md: the checkout's marketing boxes, unticked by default. */
    ...ConsentFlags,
  })
  .superRefine((body, ctx) => {
    if (body.fulfilment === 'delivery' && !body.delivery) {
      ctx.addIssue({ code: 'custom', path: ['delivery'], message: V.deliveryAddressRequired });
    }
  });

/** Tour booking: the total is the tour's price times the participants, in USD. */
export const CreateTourBookingBody = z.object({
  order_type: z.literal('igsum'),
  tour: refId(),
  tour_date: z.iso.date('Enter the date as YYYY-MM-DD'),
  participants: z.int('Must be a whole number').min(1, 'At least 1 participant').max(1000).default(1),
  notes: Notes,
  /** docs/receipts.md: a business customer's TIN and VRN, carried on the receipts. */
  ...BusinessTaxIds,
  /** docs/marketing-consent.md: the booking dialog's marketing boxes, unticked by default. */
  ...ConsentFlags,
});

export const CreateOrderBody = z.discriminatedUnion(
  'order_type',
  [CreateFursaOrderBody, CreateTourBookingBody],
  {
    error: "order_type must be 'fursa' or 'igsum'",
  },
);
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export type CreateFursaOrderBody = z.infer<typeof CreateFursaOrderBody>;
export type CreateTourBookingBody = z.infer<typeof CreateTourBookingBody>;

export const OrderUser = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  date_joined: z.string(),
  profile: z.object({ full_name: z.string(), phone: z.string(), country_code: z.string() }),
});

export const OrderItemProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  category_name: z.string(),
  stock_quantity: z.number().int(),
});

export const OrderItemTour = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  duration: z.string(),
  difficulty_level: z.string(),
  max_participants: z.number().int(),
});

export const OrderItem = z.object({
  id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  /** Unit price when the order was placed. */
  price: Money,
  line_total: Money,
  /** The laptop or IGSUM product of the line; null for tours and for products deleted since. */
  product: OrderItemProduct.nullable(),
  tour: OrderItemTour.nullable(),
  participants: z.number().int().nullable(),
  tour_date: z.string().nullable(),
  /**
   * docs/serials-and-warranty.md: a product line's units' serial numbers and its warranty (null:
   * none, or not started); left out by readers older than them.
   */
  serials: z.array(z.string()).optional(),
  warranty: LineWarranty.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** One step of an order's history, as its timeline shows it (docs/orders.md). */
export const ORDER_EVENT_TYPES = ['placed', 'paid', 'status', 'return'] as const;
export const OrderEvent = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  /** The status it moved to, for `status` events. */
  status: OrderStatus.nullable(),
  /**
   * docs/returns.md: a `return` event's step (requested, approved, refused, received, restocked,
   * resolved) and the line it is about; left out on other events.
   */
  return_step: z.enum(RETURN_STEPS).optional(),
  return_item: z.string().optional(),
  /** What the admin typed with the change, e.g. the courier and tracking number when shipped. */
  note: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/**
 * The payment that paid an order, as it was charged (docs/payments.md): a USD tour paid by mobile
 * money was charged in shillings. `demo` when the demo provider took it and no money moved.
 */
export const OrderPayment = z.object({
  method: z.enum(['card', 'mobile_money']),
  demo: z.boolean(),
  amount: Money,
  currency: Currency,
});
export type OrderPayment = z.infer<typeof OrderPayment>;

export const Order = z.object({
  id: z.number().int(),
  /** Public reference such as FUR-7K2M9Q or IGS-4HX8PD. */
  order_id: z.string(),
  /** The order's brand. */
  order_type: BusinessType,
  kind: OrderKind,
  currency: Currency,
  total_amount: Money,
  payment_method: z.string(),
  payment_status: PaymentStatus,
  status: OrderStatus,
  shipping_address: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  /** Until when an unpaid tour booking holds its seats; null once paid, cancelled or taken over by an admin. */
  hold_expires_at: z.string().nullable(),
  /** Product orders: delivery or pickup; null for tour bookings. */
  fulfilment: Fulfilment.nullable(),
  /** Where a delivered order goes; null for pickup and tour bookings. */
  delivery: StoredDeliveryAddress.nullable(),
  /** The lines' total, before the delivery fee. */
  subtotal: Money,
  delivery_fee: Money,
  /**
   * docs/discount-codes.md: the discount code's saving, its own line (total_amount = subtotal +
   * delivery_fee - discount_amount); 0.00 and null without a code.
   */
  discount_amount: Money,
  discount_code: z.string().nullable(),
  /**
   * docs/store-credit.md: the store credit the order took, its own line; what is left to pay is
   * total_amount less it. 0.00 without (left out by readers older than it).
   */
  store_credit_amount: Money.optional(),
  /**
   * docs/receipts.md, "Business customers": the TIN and VRN the customer gave for the receipts,
   * null for none (left out by readers older than them).
   */
  customer_tin: z.string().nullable().optional(),
  customer_vrn: z.string().nullable().optional(),
  /** Null until a provider's payment pays the order. */
  payment: OrderPayment.nullable(),
  user: OrderUser,
  items: z.array(OrderItem),
  /** Oldest first. */
  events: z.array(OrderEvent),
});
export type Order = z.infer<typeof Order>;

export const OrderStatusBody = z.strictObject({
  status: OrderStatus,
  /** Shown on the customer's timeline, e.g. courier and tracking number for `shipped`. */
  note: z.string().trim().max(300, 'Note must be at most 300 characters').optional(),
});
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

/** A line whose product has less stock than the order needs. */
export const StockWarning = z.object({
  item_name: z.string(),
  needed: z.number().int(),
  available: z.number().int(),
});
export type StockWarning = z.infer<typeof StockWarning>;

/** Answer to a status change: the order as it is now and, when it was sold, the short lines. */
export const OrderStatusResponse = z.object({ order: Order, warnings: z.array(StockWarning) });
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;
