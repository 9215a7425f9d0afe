import { type SalesChannel, SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { BusinessType } from '@shop/contract/common';
import type { OrderChannel } from '@shop/contract/phone-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';

/**
 * docs/phone-orders.md: the period's orders (placed in it, by the shop's day) per channel, with
 * those counted as revenue (order_is_revenue, migration 0023) and their revenue per currency.
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
    sql`select channel, count(*)::int as orders,
        count(*) filter (where order_is_revenue(o))::int as sales,
        coalesce(sum(total_amount) filter (where order_is_revenue(o) and currency = 'TZS'), 0)::numeric(16, 2)::text as tzs,
        coalesce(sum(total_amount) filter (where order_is_revenue(o) and currency = 'USD'), 0)::numeric(16, 2)::text as usd
      from orders o
      where created_at >= (${from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
        and created_at < (${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}
        ${brand ? sql`and brand = ${brand}` : sql``}
      group by channel order by count(*) desc, channel`,
  );
  return rows.map((r) => ({
    channel: r.channel,
    orders: r.orders,
    sales: r.sales,
    revenue: { TZS: r.tzs, USD: r.usd },
  }));
}
