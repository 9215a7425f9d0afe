import { type SalesDiscounts, SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { BusinessType } from '@shop/contract/common';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';

/**
 * docs/discount-codes.md: the discount codes' savings on the period's revenue orders (placed in
 * it, by the shop's day, and revenue by order_is_revenue, migration 0023), per currency. Read from
 * the codes' uses, each joined to its one order by its key: only discounted orders are read.
 */
export async function discountsOf(
  db: Db,
  { from, to }: { from: string; to: string },
  brand: BusinessType | undefined,
): Promise<SalesDiscounts> {
  const [row] = await sqlRows<{ orders: number; tzs: string; usd: string }>(
    db,
    sql`select count(*)::int as orders,
        coalesce(sum(u.amount) filter (where o.currency = 'TZS'), 0)::numeric(16, 2)::text as tzs,
        coalesce(sum(u.amount) filter (where o.currency = 'USD'), 0)::numeric(16, 2)::text as usd
      from discount_code_uses u join orders o on o.id = u.order_id
      where u.created_at >= (${from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
        and u.created_at < (${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}
        and order_is_revenue(o) ${brand ? sql`and o.brand = ${brand}` : sql``}`,
  );
  return { orders: row?.orders ?? 0, amount: { TZS: row?.tzs ?? '0.00', USD: row?.usd ?? '0.00' } };
}
