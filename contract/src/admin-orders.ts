import { z } from 'zod';
import { optionalParam } from './catalog';
import { BusinessType, Id, KeysetPageQuery, keysetPageOf, Money } from './common';
import { AdminMobileMoneyAttempt } from './mobile-money';
import { Order, OrderStatus, StockWarning } from './orders';
import { PaymentRecord } from './payments';
import { ReceiptBacklog } from './receipts';

export const AdminListOrdersQuery = KeysetPageQuery.extend({
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

export const AdminOrderPage = keysetPageOf(AdminOrder);
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

/** docs/backups.md: a good backup older than this, or none at all, is a warning on the overview. */
export const BACKUP_STALE_HOURS = 48;

/**
 * docs/backups.md: the backups the shop recorded. `state`: ok; stale (the last good one is older
 * than BACKUP_STALE_HOURS); failed (the last attempt failed); pending (none yet, and the first
 * scheduled one, at `next_run_at`, is still to come); never (no good backup yet, and none coming
 * or the first scheduled time passed without one).
 */
export const AdminBackupStatus = z.object({
  state: z.enum(['ok', 'stale', 'failed', 'pending', 'never']),
  last_success_at: z.string().nullable(),
  /** The last attempt, when it failed: when and why. */
  last_failure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** Whether this server makes a backup every day (BACKUP_TIME). */
  scheduled: z.boolean(),
  /** When this server makes its next daily backup; null when it makes none. */
  next_run_at: z.string().nullable(),
});
export type AdminBackupStatus = z.infer<typeof AdminBackupStatus>;

/**
 * docs/admin-dashboard.md: a mobile-money attempt still pending this long after its expiry (on top
 * of one background pass) is stuck: reconciliation is not closing it.
 */
export const MOBILE_MONEY_STUCK_MINUTES = 10;

/** docs/admin-dashboard.md, "Needs attention": what an owner must act on, as counts. */
export const AdminAttention = z.object({
  /** Outbox messages given up on (status failed): resend them from the Outbox tab. */
  failed_messages: z.number().int(),
  /** Outbox messages waiting for another try after a temporary failure. */
  retrying_messages: z.number().int(),
  /** Payments with money to send back (refund_status due). */
  refunds_due: z.number().int(),
  /** Mobile-money attempts still pending MOBILE_MONEY_STUCK_MINUTES after they expired. */
  stuck_mobile_money: z.number().int(),
  /** Outbox messages due 15 minutes (docs/observability.md) and taken by no process: nothing is sending. */
  stuck_messages: z.number().int(),
  /**
   * docs/tours-pricing.md: bookings whose deposit is paid and whose balance's due day has passed
   * (GET /api/admin/tour-bookings/overdue/ lists them).
   */
  overdue_balances: z.number().int(),
  /** Cancelled bookings with a refund due under their terms, not yet marked paid back. */
  booking_refunds_due: z.number().int(),
  /**
   * docs/refunds.md: refunds that failed (nothing asked for since on their payment) or are still
   * open an hour after they were asked for (GET /api/admin/refunds/attention/ lists them).
   */
  refunds_attention: z.number().int(),
});
export type AdminAttention = z.infer<typeof AdminAttention>;

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
  backup: AdminBackupStatus,
  attention: AdminAttention,
  /**
   * docs/receipts.md, "Backlog": fiscal receipts TRA has not acknowledged (past an hour, the admins
   * are alerted). The server always sends it; optional so that the web's fixtures need not carry it
   * until "Needs attention" shows it.
   */
  receipts: ReceiptBacklog.optional(),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminPaymentParams = z.object({ id: Id, payment_id: Id });
export type AdminPaymentParams = z.infer<typeof AdminPaymentParams>;
