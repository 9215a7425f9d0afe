import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/** Where migration 0029 sits in the journal (its place may move when branches are merged). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const salesMonths = journal.entries.find((entry) => entry.tag === '0029_sales_months')!.idx;

/**
 * Migration 0029 (docs/sales-and-exports.md) adds up the daily sales figures already there per
 * month; its trigger then carries every change of a day into its month.
 */
describe(`upgrading a database to the monthly sales figures (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(salesMonths - 1));
    for (const statement of [
      `insert into users (id, username, email, password_hash) values (1, 'neema', 'neema@example.com', 'x')`,
      // 22:30 UTC on 31 March is 01:30 on 1 April in Dar es Salaam: April's.
      `insert into orders (id, order_id, user_id, brand, kind, currency, total_amount, payment_method, payment_status, status, created_at) values
         (1, 'FUR-1', 1, 'fursa', 'product_order', 'TZS', '2000000.00', 'mobile_money', 'paid', 'sold', '2025-03-31T22:30:00Z'),
         (2, 'FUR-2', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'mobile_money', 'paid', 'sold', '2025-03-10T08:00:00Z'),
         (3, 'FUR-3', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'mobile_money', 'pending', 'pending', '2025-03-12T09:00:00Z'),
         (4, 'IGS-4', 1, 'igsum', 'product_order', 'USD', '50.00', 'demo', 'paid', 'sold', '2025-04-09T12:00:00Z')`,
    ])
      await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, salesMonths);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const months = () =>
    rows(
      database,
      `select month::text, brand, sum(orders)::int orders, sum(sales)::int sales, sum(revenue)::text revenue
       from sales_months group by 1, 2 having sum(orders) <> 0 order by 1, 2`,
    );

  it("adds up the days already there, each under its shop day's month", async () => {
    expect(await months()).toEqual([
      { month: '2025-03-01', brand: 'fursa', orders: 2, sales: 1, revenue: '1000000.00' },
      { month: '2025-04-01', brand: 'fursa', orders: 1, sales: 1, revenue: '2000000.00' },
      { month: '2025-04-01', brand: 'igsum', orders: 1, sales: 1, revenue: '50.00' },
    ]);
  });

  it('moves the months with every later change', async () => {
    await database.db.execute(sql.raw(`update orders set status = 'sold' where id = 3`));
    await database.db.execute(sql.raw(`update orders set status = 'cancelled' where id = 1`));
    await database.db.execute(sql.raw(`delete from orders where id = 4`));
    expect(await months()).toEqual([
      { month: '2025-03-01', brand: 'fursa', orders: 2, sales: 2, revenue: '2000000.00' },
      { month: '2025-04-01', brand: 'fursa', orders: 1, sales: 0, revenue: '0.00' },
    ]);
  });
});
