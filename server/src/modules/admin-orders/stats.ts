import {
  type AdminAttention,
  type AdminStats,
  MOBILE_MONEY_STUCK_MINUTES,
} from '@shop/contract/admin-orders';
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { backupStatus } from '#server/backups/status.ts';
import type { BackupConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  mobileMoneyAttempts,
  orderFigures,
  orders,
  outboxMessages,
  payments,
  rowCounts,
  tourBookings,
} from '#server/db/schema.ts';
import { countStuckMessages } from '#server/modules/messages/outbox-stuck.ts';
import { loadOrders } from '#server/modules/orders/order-views.ts';
import { releaseExpiredHolds } from '#server/modules/orders/tour-capacity.ts';
import { receiptBacklog } from '#server/modules/receipts/backlog.ts';
import { countRefundsAttention } from '#server/modules/refunds/refund-service.ts';
import { overdueWhere } from '#server/modules/tour-bookings/departures.ts';

const RECENT_ORDERS = 3;

/**
 * Overview figures; revenue (docs/prices-and-currencies.md) is what sold orders and delivered
 * cash-on-delivery orders brought in, per currency, never summed across them. The order figures
 * are kept up to date by triggers (order_figures, migration 0018): 16 rows to add, not every order;
 * so are the customers, products and tours (row_counts, migration 0033).
 */
export async function adminStats(
  db: Db,
  { dailyBackup, reconcileSeconds }: { dailyBackup: BackupConfig['daily']; reconcileSeconds: number },
): Promise<AdminStats> {
  await releaseExpiredHolds(db);
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const revenue = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::numeric(14, 2)::text`;
  const [[figures], counts, recent, backup, attention, receipts] = await Promise.all([
    db
      .select({
        total: total(orderFigures.orders),
        sold: total(orderFigures.sold),
        pending: total(orderFigures.pending),
        tzs: revenue(orderFigures.revenueTzs),
        usd: revenue(orderFigures.revenueUsd),
      })
      .from(orderFigures),
    db
      .select({ table: rowCounts.tableName, n: sql<number>`sum(${rowCounts.n})`.mapWith(Number) })
      .from(rowCounts)
      .groupBy(rowCounts.tableName),
    loadOrders(db, undefined, { limit: RECENT_ORDERS, offset: 0 }),
    backupStatus(db, dailyBackup),
    attentionCounts(db, reconcileSeconds),
    receiptBacklog(db),
  ]);
  const rows = (table: string) => counts.find((c) => c.table === table)?.n ?? 0;
  return {
    total_products: rows('products'),
    total_orders: figures?.total ?? 0,
    total_users: rows('users'),
    total_revenue: { TZS: figures?.tzs ?? '0.00', USD: figures?.usd ?? '0.00' },
    sold_orders: figures?.sold ?? 0,
    pending_orders: figures?.pending ?? 0,
    total_tours: rows('tours'),
    recent_orders: recent,
    backup,
    attention,
    receipts,
  };
}

/**
 * docs/admin-dashboard.md, "Needs attention". Each count reads a partial index of its table (failed
 * and waiting messages, refunds due, pending attempts), never the whole outbox or every payment.
 */
async function attentionCounts(db: Db, reconcileSeconds: number): Promise<AdminAttention> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  // The background pass closes an expired attempt on its next round (docs/payments.md): past that
  // and a margin for a slow provider, the attempt is stuck.
  const stuckAfterSeconds = MOBILE_MONEY_STUCK_MINUTES * 60 + reconcileSeconds;
  const [failed, retrying, refunds, stuck, stuckMessages, overdue, bookingRefunds, refundsAttention] =
    await Promise.all([
      countOf(db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.status, 'failed'))),
      // A failure recorded on a message still waiting: a resend starts again at zero attempts.
      countOf(
        db
          .select({ n: count() })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.status, 'waiting'),
              gt(outboxMessages.attempts, 0),
              isNotNull(outboxMessages.lastError),
            ),
          ),
      ),
      countOf(db.select({ n: count() }).from(payments).where(eq(payments.refundStatus, 'due'))),
      countOf(
        db
          .select({ n: count() })
          .from(mobileMoneyAttempts)
          .where(
            and(
              eq(mobileMoneyAttempts.status, 'pending'),
              lt(mobileMoneyAttempts.expiresAt, sql`now() - make_interval(secs => ${stuckAfterSeconds})`),
            ),
          ),
      ),
      countStuckMessages(db),
      countOf(
        db
          .select({ n: count() })
          .from(tourBookings)
          .innerJoin(orders, eq(orders.id, tourBookings.orderId))
          .where(overdueWhere()),
      ),
      countOf(
        db
          .select({ n: count() })
          .from(tourBookings)
          .where(and(gt(tourBookings.refundDue, '0'), isNull(tourBookings.refundedAt))),
      ),
      countRefundsAttention(db),
    ]);
  return {
    failed_messages: failed,
    retrying_messages: retrying,
    refunds_due: refunds,
    stuck_mobile_money: stuck,
    stuck_messages: stuckMessages,
    overdue_balances: overdue,
    booking_refunds_due: bookingRefunds,
    refunds_attention: refundsAttention,
  };
}
