import type { SalesChannel } from '@shop/contract/admin-sales';
import type { BusinessType } from '@shop/contract/common';
import type { OrderChannel } from '@shop/contract/phone-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';

/**
 * docs/phone-orders.md: the period's orders (placed in it, by the shop's day) per channel, with
 * those counted as revenue (order_is_revenue, migration 0023) and their revenue per currency, from
 * the figures triggers keep per day (sales_channel_days, migration 0057).
 */
export async function channelsOf(
  db: Db,
  { from, to }: { from: string; to: string },
  brand: BusinessType | undefined,
): Promise<SalesChannel[]> {
  const rows = await sqlRows<{
    channel: OrderChannel;
    orders: number;
    sales: number;
    tzs: string;
    usd: string;
  }>(
    db,
    sql`select channel, sum(orders)::int as orders, sum(sales)::int as sales,
        sum(tzs)::numeric(16, 2)::text as tzs, sum(usd)::numeric(16, 2)::text as usd
      from sales_channel_days
      where day between ${from} and ${to} ${brand ? sql`and brand = ${brand}` : sql``}
      group by channel having sum(orders) <> 0 order by sum(orders) desc, channel`,
  );
  return rows.map((r) => ({
    channel: r.channel,
    orders: r.orders,
    sales: r.sales,
    revenue: { TZS: r.tzs, USD: r.usd },
  }));
}
