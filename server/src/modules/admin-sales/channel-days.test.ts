import { SHOP_TIME_ZONE } from '@shop/contract/admin-sales';
import type { BusinessType } from '@shop/contract/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { channelsOf } from '#server/modules/admin-sales/channels.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder } from '#server/test/builders.ts';

let t: TestApp;
let userId: number;

/** The channels as the report read them before migration 0057: every order of the period. */
async function fromOrders(from: string, to: string, brand?: BusinessType) {
  const rows = await sqlRows<{ channel: string; orders: number; sales: number; tzs: string; usd: string }>(
    t.database.db,
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

const PERIODS: [string, string][] = [
  [dateFromToday(-40), dateFromToday(0)],
  [dateFromToday(-10), dateFromToday(-10)],
  [dateFromToday(-9), dateFromToday(-9)],
  [dateFromToday(-400), dateFromToday(-20)],
];

async function expectSameAsOrders() {
  for (const [from, to] of PERIODS)
    for (const brand of [undefined, 'fursa', 'igsum'] as const)
      expect(await channelsOf(t.database.db, { from, to }, brand), `${from}..${to} ${brand}`).toEqual(
        await fromOrders(from, to, brand),
      );
}

beforeAll(async () => {
  t = await buildTestApp();
  userId = (await t.register()).user.id;
  const db = t.database.db;
  const line = (price: string) => [{ itemName: 'Kept figures', price }];
  const channels = ['online', 'phone', 'whatsapp', 'walk_in'] as const;
  for (let i = 0; i < 16; i++)
    await makeOrder(db, {
      userId,
      brand: i % 3 === 0 ? 'igsum' : 'fursa',
      lines: line(`${(i + 1) * 1000}.50`),
      currency: i % 3 === 0 ? 'USD' : 'TZS',
      channel: channels[i % 4],
      status: i % 2 === 0 ? 'sold' : 'pending',
      paymentMethod: i % 5 === 0 ? 'cash_on_delivery' : 'credit_card',
      paymentStatus: i % 5 === 0 ? 'paid' : 'pending',
      // 23:30 on the tenth day back in Dar es Salaam is 20:30 UTC: that day's, not the next.
      createdAt: new Date(`${dateFromToday(-(i % 3) * 5 - 5)}T20:30:00Z`),
    });
});

afterAll(async () => {
  await t?.close();
});

describe('the sales channels, from the figures kept per day (migration 0057)', () => {
  it('are what the orders themselves add up to, per period and brand', async () => {
    await expectSameAsOrders();
  });

  it('follow a sale, a cancel, a cash payment, a change of channel and a delete', async () => {
    const db = t.database.db;
    const [first, second, third, fourth] = await db.select().from(orders).orderBy(orders.id).limit(4);
    await db.update(orders).set({ status: 'sold' }).where(eq(orders.id, second!.id));
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first!.id));
    await db
      .update(orders)
      .set({ paymentMethod: 'cash_on_delivery', paymentStatus: 'paid' })
      .where(eq(orders.id, third!.id));
    await db
      .update(orders)
      .set({ channel: 'instagram', totalAmount: '77.25' })
      .where(eq(orders.id, fourth!.id));
    await db
      .delete(orders)
      .where(eq(orders.id, (await db.select().from(orders).orderBy(orders.id).offset(5).limit(1))[0]!.id));
    await expectSameAsOrders();
  });

  it('count the orders of one statement (an import, a restore) once each', async () => {
    await t.database.db.execute(sql`
      insert into orders (order_id, user_id, brand, kind, currency, total_amount, payment_method, payment_status, status, channel, created_at)
      select 'BULK-' || g, ${userId}, 'fursa', 'product_order', 'TZS', g * 100, 'credit_card', 'paid',
        case when g % 2 = 0 then 'sold' else 'pending' end, case when g % 3 = 0 then 'phone' else 'online' end,
        now() - (g || ' days')::interval
      from generate_series(1, 30) g`);
    await expectSameAsOrders();
  });
});
