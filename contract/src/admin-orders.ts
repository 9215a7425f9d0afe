import { z } from 'zod';
import { optionalParam } from './catalog';
import { BusinessType, Id, Money, PageQuery, pageOf } from './common';
import { AdminMobileMoneyAttempt } from './mobile-money';
import { Order, OrderStatus, StockWarning } from './orders';
import { PaymentRecord } from './payments';

export const AdminListOrdersQuery = PageQuery.extend({
  status: OrderStatus.optional(),
  order_type: BusinessType.optional(),
  /**
   * Matches part of the order reference or of the customer's username, e-mail, full name or phone
   * (case-insensitive), or the order id.
   */
  search: z.string().trim().max(100).optional(),
  /** Only orders with money owed back on one of their payments. */
  refund_due: optionalParam(z.stringbool()),
});
export type AdminListOrdersQuery = z.infer<typeof AdminListOrdersQuery>;

/**
 * An order as the admin sees it: with every payment confirmed for it, refunds due included, and
 * every mobile-money attempt made on it.
 */
export const AdminOrder = Order.extend({
  payments: z.array(PaymentRecord),
  mobile_money_attempts: z.array(AdminMobileMoneyAttempt),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderPage = pageOf(AdminOrder);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** What setting the order to sold would deduct now; empty warnings when stock covers every line. */
export const AdminStockCheck = z.object({
  id: z.number().int(),
  /** True when stock was already deducted for this order: selling it again changes nothing. */
  stock_deducted: z.boolean(),
  warnings: z.array(StockWarning),
});
export type AdminStockCheck = z.infer<typeof AdminStockCheck>;

/** Revenue per currency: shillings and dollars are never added together (docs/prices-and-currencies.md). */
export const RevenueByCurrency = z.object({ TZS: Money, USD: Money });

export const AdminStats = z.object({
  /** Laptops plus IGSUM products. */
  total_products: z.number().int(),
  total_orders: z.number().int(),
  total_users: z.number().int(),
  /** Sum of the totals of orders with status sold. */
  total_revenue: RevenueByCurrency,
  sold_orders: z.number().int(),
  pending_orders: z.number().int(),
  total_tours: z.number().int(),
  /** The three newest orders. */
  recent_orders: z.array(Order),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminPaymentParams = z.object({ id: Id, payment_id: Id });
export type AdminPaymentParams = z.infer<typeof AdminPaymentParams>;
