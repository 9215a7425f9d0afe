import type { AdminStats } from '@shop/contract/admin-orders';
import { count, sql } from 'drizzle-orm';
import { backupStatus } from '#server/backups/status.ts';
import type { Db } from '#server/db/client.ts';
import { orders, products, tours, users } from '#server/db/schema.ts';
import { loadOrders } from '#server/modules/orders/order-views.ts';
import { releaseExpiredHolds } from '#server/modules/orders/tour-capacity.ts';

const RECENT_ORDERS = 3;

/** Sold, or a cash-on-delivery order whose cash was received (docs/orders.md), and not cancelled since. */
const saleComplete = sql`(${orders.status} = 'sold' or (${orders.paymentMethod} = 'cash_on_delivery' and ${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'))`;

/**
 * Overview figures; revenue (docs/prices-and-currencies.md) is what sold orders and delivered
 * cash-on-delivery orders brought in, per currency, never summed across them.
 */
export async function adminStats(db: Db, backupsScheduled: boolean): Promise<AdminStats> {
  await releaseExpiredHolds(db);
  const revenueIn = (currency: 'TZS' | 'USD') =>
    sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${saleComplete} and ${orders.currency} = ${currency}), 0)::numeric(14, 2)::text`;
  const [[orderFigures], [productCount], [userCount], [tourCount], recent, backup] = await Promise.all([
    db
      .select({
        total: count(),
        sold: sql<number>`count(*) filter (where ${orders.status} = 'sold')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
        tzs: revenueIn('TZS'),
        usd: revenueIn('USD'),
      })
      .from(orders),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(tours),
    loadOrders(db, undefined, { limit: RECENT_ORDERS, offset: 0 }),
    backupStatus(db, backupsScheduled),
  ]);
  return {
    total_products: productCount?.n ?? 0,
    total_orders: orderFigures?.total ?? 0,
    total_users: userCount?.n ?? 0,
    total_revenue: { TZS: orderFigures?.tzs ?? '0.00', USD: orderFigures?.usd ?? '0.00' },
    sold_orders: orderFigures?.sold ?? 0,
    pending_orders: orderFigures?.pending ?? 0,
    total_tours: tourCount?.n ?? 0,
    recent_orders: recent,
    backup,
  };
}
