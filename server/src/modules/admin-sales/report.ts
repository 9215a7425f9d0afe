import {
  type AdminSalesQuery,
  type AdminSalesReport,
  daysBetween,
  type PaymentsDay,
  type PaymentsReceived,
  type SalesBucket,
  type SalesFigures,
  type SalesStream,
  TOP_ITEMS,
  type TopItem,
} from '@shop/contract/admin-sales';
import type { BusinessType } from '@shop/contract/common';
import { fromCents, toCents } from '@shop/contract/money-format';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { channelsOf } from './channels';
import { discountsOf } from './discounts';

type FiguresRow = { orders: number; sales: number; tzs: string; usd: string };
type Period = { from: string; to: string };

/** The period of the same length that ends the day before `from`. */
export function previousPeriod({ from, to }: Period): Period {
  const days = daysBetween(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(date) + n * 86_400_000).toISOString().slice(0, 10);

/** The 1st of the month `n` months after the one of `date`. */
function monthStart(date: string, n = 0): string {
  const d = new Date(Date.parse(date));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
}

const money = (column: string) => sql.raw(`coalesce(sum(${column}), 0)::numeric(16, 2)::text`);
const figureColumns = sql`coalesce(sum(orders), 0)::int as orders, coalesce(sum(sales), 0)::int as sales,
  ${money("revenue) filter (where currency = 'TZS'")} as tzs, ${money("revenue) filter (where currency = 'USD'")} as usd`;

const figuresOf = (row: FiguresRow): SalesFigures => ({
  orders: row.orders,
  sales: row.sales,
  revenue: { TZS: row.tzs, USD: row.usd },
});

const brandIs = (brand: BusinessType | undefined, column = 'brand') =>
  brand ? sql`and ${sql.raw(column)} = ${brand}` : sql``;

/**
 * docs/sales-and-exports.md: orders and revenue per day, week or month of `from`..`to`, the same for
 * the period before, and the top laptops, IGSUM products and tours. Everything is read from the
 * figures triggers keep (sales_days and sales_item_days, migration 0023; sales_months, 0029;
 * sales_item_running, 0025), never from the orders, and added up in the database; currencies
 * stay apart.
 */
export async function salesReport(db: Db, query: AdminSalesQuery): Promise<AdminSalesReport> {
  const { from, to, granularity, brand } = query;
  const previous = previousPeriod(query);
  const tops = async () => {
    const held = await runningMonthsFor(db, { from, to });
    return Promise.all([
      brand === 'igsum' ? [] : topItems(db, { from, to }, held, 'laptops'),
      brand === 'fursa' ? [] : topItems(db, { from, to }, held, 'igsum_products'),
      brand === 'fursa' ? [] : topItems(db, { from, to }, held, 'tours'),
    ]);
  };
  const [buckets, streams, [laptops, igsumProducts, tourItems], discounts, payments, channels] =
    await Promise.all([
      bucketsOf(db, query),
      streamsOf(db, { from, to }, previous, brand),
      tops(),
      discountsOf(db, { from, to }, brand),
      paymentsOf(db, { from, to }, brand),
      channelsOf(db, { from, to }, brand),
    ]);
  return {
    from,
    to,
    granularity,
    brand: brand ?? null,
    previous,
    totals: totalsOf(streams),
    previous_totals: totalsOf(streams.map((s) => ({ ...s.previous, currency: s.currency }))),
    buckets,
    streams,
    top: { laptops, igsum_products: igsumProducts, tours: tourItems },
    discounts,
    payments,
    channels,
  };
}

/** Dar es Salaam's midnight starting `day` (UTC+3 all year). */
const darMidnight = (day: string) => `${day}T00:00:00+03:00`;

/**
 * docs/sales-and-exports.md, "Payments received": per Dar es Salaam day and currency, what the
 * receipts issued that day add up to and what its credit notes gave back, beside that day's
 * revenue of sold orders; and the VAT inside the period's receipts less credit notes per tax code,
 * added up from their lines (whose VAT follows docs/prices-and-currencies.md, "VAT").
 */
async function paymentsOf(
  db: Db,
  { from, to }: Period,
  brand: BusinessType | undefined,
): Promise<PaymentsReceived> {
  const ofBrand = brand
    ? sql`and exists (select 1 from orders o where o.id = r.order_id and o.brand = ${brand})`
    : sql``;
  const within = sql`r.issued_at >= ${darMidnight(from)}::timestamptz and r.issued_at < ${darMidnight(addDays(to, 1))}::timestamptz ${ofBrand}`;
  const [received, revenue, vat] = await Promise.all([
    sqlRows<{
      znum: string;
      currency: PaymentsDay['currency'];
      received: string;
      credited: string;
      receipts: number;
      credit_notes: number;
    }>(
      db,
      sql`select r.znum, r.currency,
            coalesce(sum(r.total) filter (where r.credits_receipt_id is null), 0)::numeric(16, 2)::text as received,
            coalesce(-sum(r.total) filter (where r.credits_receipt_id is not null), 0)::numeric(16, 2)::text as credited,
            (count(*) filter (where r.credits_receipt_id is null))::int as receipts,
            (count(*) filter (where r.credits_receipt_id is not null))::int as credit_notes
          from receipts r where ${within} group by r.znum, r.currency`,
    ),
    sqlRows<{ day: string; currency: PaymentsDay['currency']; revenue: string }>(
      db,
      sql`select day::text as day, currency, sum(revenue)::numeric(16, 2)::text as revenue
          from sales_days where day between ${from} and ${to} ${brandIs(brand)}
          group by day, currency having sum(revenue) <> 0`,
    ),
    sqlRows<PaymentsReceived['vat'][number]>(
      db,
      sql`select r.currency, l.tax_code, sum(l.amount)::numeric(16, 2)::text as amount, sum(l.vat)::numeric(16, 2)::text as vat
          from receipt_lines l join receipts r on r.id = l.receipt_id
          where ${within} group by r.currency, l.tax_code order by r.currency, l.tax_code`,
    ),
  ]);
  const days = new Map<string, PaymentsDay>();
  const dayOf = (day: string, currency: PaymentsDay['currency']) => {
    const key = `${day} ${currency}`;
    const found = days.get(key);
    if (found) return found;
    const empty: PaymentsDay = {
      day,
      currency,
      received: '0.00',
      credited: '0.00',
      net: '0.00',
      receipts: 0,
      credit_notes: 0,
      revenue: '0.00',
    };
    days.set(key, empty);
    return empty;
  };
  for (const row of received) {
    const day = `${row.znum.slice(0, 4)}-${row.znum.slice(4, 6)}-${row.znum.slice(6)}`;
    Object.assign(dayOf(day, row.currency), {
      received: row.received,
      credited: row.credited,
      net: fromCents(toCents(row.received) - toCents(row.credited)),
      receipts: row.receipts,
      credit_notes: row.credit_notes,
    });
  }
  for (const row of revenue) dayOf(row.day, row.currency).revenue = row.revenue;
  return {
    days: [...days.values()].sort((a, b) =>
      a.day === b.day ? a.currency.localeCompare(b.currency) : a.day.localeCompare(b.day),
    ),
    vat,
  };
}

/** The period's totals are its streams added up, each currency apart. */
function totalsOf(
  streams: { orders: number; sales: number; revenue: string; currency: SalesStream['currency'] }[],
): SalesFigures {
  const revenue = { TZS: 0n, USD: 0n };
  for (const s of streams) revenue[s.currency] += toCents(s.revenue);
  return {
    orders: streams.reduce((n, s) => n + s.orders, 0),
    sales: streams.reduce((n, s) => n + s.sales, 0),
    revenue: { TZS: fromCents(revenue.TZS), USD: fromCents(revenue.USD) },
  };
}

/**
 * The figures of a period as rows (month, brand, kind, currency, orders, sales, revenue): those of
 * `sales_months` for its whole months, those of `sales_days` for the days before and after them
 * (a day's row under its month). A year is then 11 months and 30 days of rows, not 365 days.
 */
function figureRows({ from, to }: Period, brand: BusinessType | undefined): SQL {
  const days = (range: SQL) =>
    sql`select date_trunc('month', day::timestamp)::date as month, brand, kind, currency, orders, sales, revenue
        from sales_days where ${range} ${brandIs(brand)}`;
  const { first, after } = wholeMonths({ from, to });
  if (first >= after) return days(sql`day between ${from} and ${to}`);
  return sql`select month, brand, kind, currency, orders, sales, revenue from sales_months
      where month >= ${first} and month < ${after} ${brandIs(brand)}
    union all ${days(sql`(day >= ${from} and day < ${first} or day >= ${after} and day <= ${to})`)}`;
}

/** Every bucket of the period, empty ones too (generate_series), each starting no earlier than `from`. */
async function bucketsOf(db: Db, { from, to, granularity, brand }: AdminSalesQuery): Promise<SalesBucket[]> {
  const unit = sql.raw(`'${granularity}'`);
  const figures =
    granularity === 'month'
      ? sql`select month as bucket, ${figureColumns} from (${figureRows({ from, to }, brand)}) r group by 1`
      : sql`select date_trunc(${unit}, day)::date as bucket, ${figureColumns}
            from sales_days where day between ${from} and ${to} ${brandIs(brand)} group by 1`;
  const rows = await sqlRows<FiguresRow & { start: string }>(
    db,
    sql`with figures as (${figures}), buckets as (
          select generate_series(date_trunc(${unit}, ${from}::date), ${to}::date, ${sql.raw(`interval '1 ${granularity}'`)})::date as bucket
        )
        select greatest(b.bucket, ${from}::date)::text as start, coalesce(f.orders, 0)::int as orders,
          coalesce(f.sales, 0)::int as sales, coalesce(f.tzs, '0.00') as tzs, coalesce(f.usd, '0.00') as usd
        from buckets b left join figures f using (bucket) order by b.bucket`,
  );
  return rows.map((row) => ({ start: row.start, ...figuresOf(row) }));
}

type StreamRow = {
  brand: BusinessType;
  kind: SalesStream['kind'];
  currency: SalesStream['currency'];
  orders: number;
  sales: number;
  revenue: string;
  previous_orders: number;
  previous_sales: number;
  previous_revenue: string;
};

/** Each brand and kind of order in its currency, this period and the one before, in one pass. */
async function streamsOf(db: Db, now: Period, before: Period, brand: BusinessType | undefined) {
  const rows = await sqlRows<StreamRow>(
    db,
    sql`select brand, kind, currency,
          coalesce(sum(orders) filter (where now), 0)::int as orders,
          coalesce(sum(sales) filter (where now), 0)::int as sales,
          coalesce(sum(revenue) filter (where now), 0)::numeric(16, 2)::text as revenue,
          coalesce(sum(orders) filter (where not now), 0)::int as previous_orders,
          coalesce(sum(sales) filter (where not now), 0)::int as previous_sales,
          coalesce(sum(revenue) filter (where not now), 0)::numeric(16, 2)::text as previous_revenue
        from (
          select true as now, * from (${figureRows(now, brand)}) n
          union all select false, * from (${figureRows(before, brand)}) b
        ) r
        group by brand, kind, currency order by brand, kind`,
  );
  return rows.map(
    (r): SalesStream => ({
      brand: r.brand,
      kind: r.kind,
      currency: r.currency,
      orders: r.orders,
      sales: r.sales,
      revenue: r.revenue,
      previous: { orders: r.previous_orders, sales: r.previous_sales, revenue: r.previous_revenue },
    }),
  );
}

/** What each top list reads: the items' type and brand in sales_item_days, and where their names are. */
const TOP_LISTS = {
  laptops: { type: 'product', brand: 'fursa', currency: 'TZS', names: 'products', nameColumn: 'name' },
  igsum_products: { type: 'product', brand: 'igsum', currency: 'USD', names: 'products', nameColumn: 'name' },
  tours: { type: 'tour', brand: 'igsum', currency: 'USD', names: 'tours', nameColumn: 'title' },
} as const;

/** The items of one list that brought in most in the period, with their current names. */
async function topItems(
  db: Db,
  period: Period,
  held: RunningMonths | undefined,
  list: keyof typeof TOP_LISTS,
): Promise<TopItem[]> {
  const { type, brand, currency, names, nameColumn } = TOP_LISTS[list];
  const nameOf =
    names === 'tours'
      ? sql`(select ${sql.raw(nameColumn)} from tours where id = t.item_id)`
      : sql`(select ${sql.raw(nameColumn)} from products where brand = ${brand} and id = t.item_id)`;
  const rows = await sqlRows<{ id: number; name: string | null; units: number; revenue: string }>(
    db,
    sql`select t.item_id as id, ${nameOf} as name, t.units, t.revenue::text as revenue from (
          select item_id, units, revenue from (${itemTotals(period, held, type, brand)}) sold
          where units > 0 order by revenue desc, item_id limit ${TOP_ITEMS}
        ) t order by t.revenue desc, t.item_id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? `#${r.id}`,
    units: r.units,
    revenue: r.revenue,
    currency,
  }));
}

/** Below this many whole months in a period, adding up its days reads fewer rows than the running totals. */
const RUNNING_FROM_MONTHS = 2;

/** The months the running totals hold: from the month of the first sale to the 1st after this month. */
type RunningMonths = { earliest: string; latest: string };

/** The whole months of a period: from the first 1st in it to the 1st after its last day. */
function wholeMonths({ from, to }: Period) {
  return { first: monthStart(from, from.endsWith('-01') ? 0 : 1), after: monthStart(addDays(to, 1)) };
}

/**
 * The held months when the period is long enough to read them, the months up to the 1st after
 * this one added first if this is the month's first read.
 */
async function runningMonthsFor(db: Db, period: Period): Promise<RunningMonths | undefined> {
  const { first, after } = wholeMonths(period);
  if (monthStart(first, RUNNING_FROM_MONTHS) > after) return undefined;
  const [row] = await sqlRows<RunningMonths>(
    db,
    sql`select sales_running_catch_up(m.month)::text as earliest, m.month::text as latest
        from (select (date_trunc('month', sales_day_of(now())) + interval '1 month')::date as month) m`,
  );
  return row;
}

const dayGap = (a: string, b: string) => Math.abs(Date.parse(b) - Date.parse(a)) / 86_400_000;

/**
 * The held month nearest to `day`, counted in days: the totals before `day` are that month's
 * plus the days from it to `day`, or less the days from `day` to it. Before the first month held
 * nothing sold, and after the last one (a period ending in the future) its days are added.
 */
function nearestHeld(day: string, held: RunningMonths): string {
  const within = (month: string) =>
    month < held.earliest ? held.earliest : month > held.latest ? held.latest : month;
  const below = within(monthStart(day));
  const above = within(monthStart(day, day.endsWith('-01') ? 0 : 1));
  return dayGap(below, day) <= dayGap(day, above) ? below : above;
}

/**
 * Each item's units and revenue in the period, a row per item that sold (item_id, units, revenue).
 * A short period adds up its days. A longer one takes the running totals at the held month
 * nearest its end less those at the one nearest its start, and adds or takes off the days between
 * each month and the period's edge (docs/sales-and-exports.md): two rows per item joined by item,
 * however long the period, where adding up a year of days hashed 76,000 rows for 10,000 laptops.
 * A period ending today ends at the 1st after this month, less the days after today: none.
 */
function itemTotals({ from, to }: Period, held: RunningMonths | undefined, type: string, brand: string): SQL {
  const item = sql`item_type = ${type} and item_brand = ${brand}`;
  const whole = sql`select item_id, sum(units)::int as units, sum(revenue)::numeric(16, 2) as revenue
      from sales_item_days where ${item} and day between ${from} and ${to} group by item_id`;
  if (!held) return whole;
  const end = addDays(to, 1);
  const [start, stop] = [nearestHeld(from, held), nearestHeld(end, held)];
  if (stop <= start) return whole;
  // Days [a, b), counted with their sign.
  const days = (a: string, b: string, sign: '' | '-') =>
    a < b
      ? [
          sql`select item_id, ${sql.raw(`${sign}units as units, ${sign}revenue as revenue`)} from sales_item_days
              where ${item} and day >= ${a} and day < ${b}`,
        ]
      : [];
  const edges = [
    ...days(from, start, ''),
    ...days(start, from, '-'),
    ...days(stop, end, ''),
    ...days(end, stop, '-'),
  ];
  const running = (month: string) =>
    sql`select item_id, units, revenue from sales_item_running where ${item} and month = ${month}`;
  // An item sold before `start` is in the totals of every later month: `s` only holds items of `e`,
  // and an item of a day taken off is in `e`.
  const totals = sql`select e.item_id, e.units - coalesce(s.units, 0) as units, e.revenue - coalesce(s.revenue, 0) as revenue
    from (${running(stop)}) e left join (${running(start)}) s on s.item_id = e.item_id`;
  if (edges.length === 0) return totals;
  return sql`select coalesce(t.item_id, d.item_id) as item_id,
      coalesce(t.units, 0) + coalesce(d.units, 0) as units, coalesce(t.revenue, 0) + coalesce(d.revenue, 0) as revenue
    from (${totals}) t full join (
      select item_id, sum(units)::int as units, sum(revenue)::numeric(16, 2) as revenue
      from (${sql.join(edges, sql` union all `)}) edge group by item_id
    ) d on d.item_id = t.item_id`;
}
