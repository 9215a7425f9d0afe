import type { AdminStats } from '@shop/contract/admin-orders';
import { count, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderFigures, products, tours, users } from '../../db/schema';
import { loadOrders } from '../orders/order-views';
import { releaseExpiredHolds } from '../orders/tour-capacity';

const RECENT_ORDERS = 3;

/**
 * Overview figures; revenue (docs/prices-and-currencies.md) is what sold orders and delivered
 * cash-on-delivery orders brought in, per currency, never summed across them. The order figures
 * are kept up to date by triggers (order_figures, migration 0016): 16 rows to add, not every order.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  await releaseExpiredHolds(db);
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const revenue = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::numeric(14, 2)::text`;
  const [[figures], [productCount], [userCount], [tourCount], recent] = await Promise.all([
    db
      .select({
        total: total(orderFigures.orders),
        sold: total(orderFigures.sold),
        pending: total(orderFigures.pending),
        tzs: revenue(orderFigures.revenueTzs),
        usd: revenue(orderFigures.revenueUsd),
      })
      .from(orderFigures),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(tours),
    loadOrders(db, undefined, { limit: RECENT_ORDERS, offset: 0 }),
  ]);
  return {
    total_products: productCount?.n ?? 0,
    total_orders: figures?.total ?? 0,
    total_users: userCount?.n ?? 0,
    total_revenue: { TZS: figures?.tzs ?? '0.00', USD: figures?.usd ?? '0.00' },
    sold_orders: figures?.sold ?? 0,
    pending_orders: figures?.pending ?? 0,
    total_tours: tourCount?.n ?? 0,
    recent_orders: recent,
  };
}
