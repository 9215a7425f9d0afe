import type { AdminSalesReport, TopItem } from '@shop/contract/admin-sales';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { previousPeriod } from '#server/modules/admin-sales/report.ts';
import { shopDay } from '#server/modules/alerts/shop-day.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { dateFromToday, makeOrder, makeProduct } from '#server/test/builders.ts';

let t: TestApp;
let adminToken: string;
let userId: number;
const laptops: { id: number; name: string }[] = [];
const placed: number[] = [];

/** Today and the 1st of this month, in Dar es Salaam. */
const darToday = shopDay(new Date()).day;
const thisMonth = `${darToday.slice(0, 7)}-01`;
/** The 1st of the month `n` months after this one. */
const monthFromNow = (n: number) => {
  const d = new Date(`${thisMonth}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
};
const nextMonth = monthFromNow(1);
/** A 1st of a month with a sale on it (an edge order below). */
const edgeMonth = `${dateFromToday(-300).slice(0, 7)}-01`;
const dayBefore = (day: string) => new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await t.admin()).access;
  userId = (await t.register()).user.id;
  const db = t.database.db;
  for (const [name, price] of [
    ['Running ThinkPad', '900000.00'],
    ['Running Dell', '600000.00'],
    ['Running HP', '450000.00'],
  ] as const)
    laptops.push(await makeProduct(db, { brand: 'fursa', name, price }));
  // 20 months of sales up to today, each laptop on its own days, some of them not revenue.
  for (let day = 0; day <= 600; day += 7) {
    const laptop = laptops[(day / 7) % 3]!;
    const quantity = 1 + ((day / 7) % 4);
    const price = day % 2 === 0 ? '900000.00' : '450000.00';
    const order = await makeOrder(db, {
      userId,
      brand: 'fursa',
      lines: [{ itemName: laptop.name, price, quantity, productId: laptop.id }],
      status: day % 5 === 0 ? 'pending' : 'sold',
      createdAt: new Date(`${dateFromToday(-day)}T09:00:00Z`),
    });
    placed.push(order.id);
  }
  // On the edges the totals are cut at: the 1st of this month (00:30 in Dar es Salaam, still the
  // last day of the month before in UTC) and the 1st of a month ten months ago.
  for (const at of [`${thisMonth}T00:30:00+03:00`, `${edgeMonth}T12:00:00+03:00`])
    await sell(laptops[1]!, 'Edge', '2000000.00', 2, new Date(at));
  // As migration 0025 found a shop that had sold for months: the totals begin at its first sale.
  await db.execute(sql`delete from sales_item_running`);
  await db.execute(sql`delete from sales_running_months`);
});
afterAll(() => t.close());

/** A sold order of `quantity` of `laptop` at `price`, placed at `at` (now when not given). */
const sell = (laptop: { id: number }, itemName: string, price: string, quantity: number, at?: Date) =>
  makeOrder(t.database.db, {
    userId,
    brand: 'fursa',
    lines: [{ itemName, price, quantity, productId: laptop.id }],
    status: 'sold',
    ...(at && { createdAt: at }),
  });

/** A month of the running totals forgotten, as if no report had added it yet. */
const forgetMonth = async (month: string) => {
  await t.database.db.execute(sql`delete from sales_item_running where month = ${month}`);
  await t.database.db.execute(sql`delete from sales_running_months where month = ${month}`);
};

const topLaptops = async (from: string, to: string) => {
  const res = await t.as(adminToken, {
    method: 'GET',
    url: `/api/admin/sales/?from=${from}&to=${to}&brand=fursa&granularity=month`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminSalesReport).top.laptops;
};

/** The same list added up from every day of the period, as the report did before running totals. */
const fromDays = async (from: string, to: string): Promise<TopItem[]> => {
  const rows = await sqlRows<Omit<TopItem, 'currency'>>(
    t.database.db,
    sql`select d.item_id as id, p.name, sum(d.units)::int as units, sum(d.revenue)::numeric(16, 2)::text as revenue
        from sales_item_days d join products p on p.brand = 'fursa' and p.id = d.item_id
        where d.item_type = 'product' and d.item_brand = 'fursa' and d.day between ${from} and ${to}
        group by d.item_id, p.name having sum(d.units) > 0 order by sum(d.revenue) desc, d.item_id limit 5`,
  );
  return rows.map((r) => ({ ...r, currency: 'TZS' as const }));
};

/**
 * Periods short and long, starting and ending on a month's edges and between them, up to today
 * and past it; each edge near a month's start or its end, so the totals are cut at the month
 * before it and the month after it.
 */
const periods = () => [
  [dateFromToday(-750), darToday],
  [`${monthFromNow(-10).slice(0, 8)}02`, darToday],
  [`${monthFromNow(-10).slice(0, 8)}02`, dateFromToday(2)],
  [`${monthFromNow(-14).slice(0, 8)}27`, `${monthFromNow(-3).slice(0, 8)}27`],
  [`${edgeMonth.slice(0, 8)}03`, `${monthFromNow(-3).slice(0, 8)}04`],
  [monthFromNow(-12), dayBefore(monthFromNow(-1))],
  [dateFromToday(-600), darToday],
  [dateFromToday(-365), darToday],
  [dateFromToday(-400), dateFromToday(-40)],
  [dateFromToday(-90), dateFromToday(-3)],
  [dateFromToday(-20), darToday],
  [thisMonth, darToday],
  [edgeMonth, dateFromToday(-31)],
];

/** The first month and the number of months from the one of `date` to the next one, both counted. */
const everyMonthSince = (date: string) => {
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return { first: `${date.slice(0, 7)}-01`, n: months(nextMonth) - months(date) + 1 };
};

const monthsHeld = async () =>
  (
    await sqlRows<{ first: string; n: number }>(
      t.database.db,
      sql`select min(month)::text as first, count(*)::int as n from sales_running_months`,
    )
  )[0];

const agree = async () => {
  for (const [from, to] of periods())
    expect(await topLaptops(from!, to!), `${from}..${to}`).toEqual(await fromDays(from!, to!));
};

describe('top items over long periods, from the running totals', () => {
  it('equal the sum of the days over every period', async () => {
    expect((await fromDays(dateFromToday(-600), darToday)).length).toBe(3);
    await agree();
    expect(await monthsHeld()).toEqual(everyMonthSince(dateFromToday(-600)));
  });

  it('follow a change of an old order into every month after it', async () => {
    const db = t.database.db;
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[40]!));
    await db.update(orders).set({ status: 'sold' }).where(eq(orders.id, placed[50]!));
    await db.delete(orders).where(eq(orders.id, placed[60]!));
    // A sale taken off its day, and a second one on a day the laptop sold: the days' rows change
    // in place, and the months take the difference.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[41]!));
    await sell(laptops[0]!, 'Again', '700000.00', 2, new Date(`${dateFromToday(-294)}T10:00:00Z`));
    await agree();
    expect(await monthsHeld()).toEqual(everyMonthSince(dateFromToday(-600)));
    // Dated before the totals' first month, as an import of old orders would be: the months are
    // built again from it.
    await sell(laptops[2]!, 'Old', '5000000.00', 3, new Date(`${dateFromToday(-700)}T09:00:00Z`));
    await agree();
    expect(await monthsHeld()).toEqual(everyMonthSince(dateFromToday(-700)));
  });

  it("add a month's totals on the first read of that month, equal to what the changes kept", async () => {
    const db = t.database.db;
    const running = (month: string) =>
      sqlRows<{ month: string; item_id: number; units: number; revenue: string }>(
        db,
        sql`select month::text, item_id, units, revenue::text from sales_item_running
            where item_brand = 'fursa' and month = ${month} order by item_id`,
      );
    // The month after this one takes today's sales as they come.
    const before = { now: await running(thisMonth), next: await running(nextMonth) };
    await sell(laptops[0]!, 'Today', '100000.00', 1);
    const kept = { now: await running(thisMonth), next: await running(nextMonth) };
    const revenueOf = (rows: typeof kept.next) => rows.find((row) => row.item_id === laptops[0]!.id)?.revenue;
    expect(Number(revenueOf(kept.next)) - Number(revenueOf(before.next))).toBe(100000);
    expect(kept.now).toEqual(before.now);
    // As the shop stood on this month's first day (the month after it not added yet), and on the
    // first day of a month with no report read in the month before (neither added).
    await forgetMonth(nextMonth);
    await agree();
    expect(await running(nextMonth)).toEqual(kept.next);
    await forgetMonth(nextMonth);
    await forgetMonth(thisMonth);
    await agree();
    expect({ now: await running(thisMonth), next: await running(nextMonth) }).toEqual(kept);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "waits for a sale in progress before adding a month, and counts it (PostgreSQL's own sessions)",
    async () => {
      const db = t.database.db;
      await forgetMonth(nextMonth);
      let report: Promise<TopItem[]> | undefined;
      await db.transaction(async (tx) => {
        // Last month's sale, not committed yet when the month's first report starts.
        await tx.update(orders).set({ status: 'sold' }).where(eq(orders.id, placed[5]!));
        report = topLaptops(dateFromToday(-365), darToday);
        // The report's catch-up queues behind this transaction's lock, whatever the timing.
        await expect.poll(async () => (await waitingForAdvisoryLock()) > 0).toBe(true);
      });
      expect(await report).toEqual(await fromDays(dateFromToday(-365), darToday));
      await agree();
    },
  );
});

/** The report's per-kind streams and monthly buckets added up from every day, as before sales_months. */
const figuresFromDays = async (from: string, to: string) => {
  const before = previousPeriod({ from, to });
  const inNow = sql`day between ${from} and ${to}`;
  const inBefore = sql`day between ${before.from} and ${before.to}`;
  const streams = await sqlRows(
    t.database.db,
    sql`select brand, kind, currency,
          coalesce(sum(orders) filter (where ${inNow}), 0)::int as orders,
          coalesce(sum(sales) filter (where ${inNow}), 0)::int as sales,
          coalesce(sum(revenue) filter (where ${inNow}), 0)::numeric(16, 2)::text as revenue,
          coalesce(sum(orders) filter (where ${inBefore}), 0)::int as previous_orders,
          coalesce(sum(sales) filter (where ${inBefore}), 0)::int as previous_sales,
          coalesce(sum(revenue) filter (where ${inBefore}), 0)::numeric(16, 2)::text as previous_revenue
        from sales_days where day between ${before.from} and ${to}
        group by brand, kind, currency order by brand, kind`,
  );
  const buckets = await sqlRows<{ month: string; orders: number; sales: number; tzs: string }>(
    t.database.db,
    sql`select date_trunc('month', day::timestamp)::date::text as month, sum(orders)::int as orders,
          sum(sales)::int as sales, coalesce(sum(revenue) filter (where currency = 'TZS'), 0)::numeric(16, 2)::text as tzs
        from sales_days where day between ${from} and ${to} group by 1 order by 1`,
  );
  return { streams, buckets };
};

describe('streams and monthly buckets over long periods, from the monthly totals', () => {
  it('equal the sum of the days over every period, after changes of old orders too', async () => {
    const monthsOf = (r: AdminSalesReport) =>
      r.buckets
        .map((b) => ({
          month: `${b.start.slice(0, 7)}-01`,
          orders: b.orders,
          sales: b.sales,
          tzs: b.revenue.TZS,
        }))
        .filter((b) => b.orders !== 0 || b.sales !== 0 || b.tzs !== '0.00');
    for (const [from, to] of periods()) {
      const res = await t.as(adminToken, {
        method: 'GET',
        url: `/api/admin/sales/?from=${from}&to=${to}&granularity=month`,
      });
      const report = res.json() as AdminSalesReport;
      const days = await figuresFromDays(from!, to!);
      expect(
        report.streams.map(({ previous, ...s }) => ({
          ...s,
          previous_orders: previous.orders,
          previous_sales: previous.sales,
          previous_revenue: previous.revenue,
        })),
        `${from}..${to}`,
      ).toEqual(days.streams);
      expect(monthsOf(report), `${from}..${to}`).toEqual(
        days.buckets.filter((b) => b.orders !== 0 || b.sales !== 0 || b.tzs !== '0.00'),
      );
    }
  });
});

/** Sessions waiting for an advisory lock: the month's catch-up behind a sale's transaction. */
const waitingForAdvisoryLock = async () =>
  (
    await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    )
  )[0]!.n;
