import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/** Where migration 0023 sits in the journal (its place may move when branches are merged). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const salesDays = journal.entries.find((entry) => entry.tag === '0023_sales_days')!.idx;

/**
 * Migration 0023 (docs/sales-and-exports.md) fills the daily sales figures from the orders already
 * there, on the shop's day in Dar es Salaam, revenue as docs/prices-and-currencies.md counts it; the
 * triggers then keep them.
 */
describe(`upgrading a database to the daily sales figures (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(salesDays - 1));
    for (const statement of [
      `insert into users (id, username, email, password_hash) values (1, 'neema', 'neema@example.com', 'x')`,
      `insert into product_categories (brand, id, name, slug) values ('fursa', 1, 'Business', 'business'), ('igsum', 2, 'Crafts', 'crafts')`,
      `insert into products (brand, id, name, price, category_id) values
         ('fursa', 1, 'ThinkPad', '1000000.00', 1), ('igsum', 2, 'Kikoi', '25.00', 2)`,
      // 22:30 UTC on 9 March is 01:30 on the 10th in Dar es Salaam.
      `insert into orders (id, order_id, user_id, brand, kind, currency, total_amount, payment_method, payment_status, status, created_at) values
         (1, 'FUR-1', 1, 'fursa', 'product_order', 'TZS', '2000000.00', 'mobile_money', 'paid', 'sold', '2025-03-09T22:30:00Z'),
         (2, 'FUR-2', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'cash_on_delivery', 'paid', 'delivered', '2025-03-10T08:00:00Z'),
         (3, 'FUR-3', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'mobile_money', 'pending', 'pending', '2025-03-10T09:00:00Z'),
         (4, 'FUR-4', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'cash_on_delivery', 'paid', 'cancelled', '2025-03-10T10:00:00Z'),
         (5, 'IGS-5', 1, 'igsum', 'product_order', 'USD', '50.00', 'demo', 'paid', 'sold', '2025-03-09T12:00:00Z')`,
      `insert into order_items (order_id, product_brand, product_id, item_name, quantity, price) values
         (1, 'fursa', 1, 'ThinkPad', 2, '1000000.00'), (2, 'fursa', 1, 'ThinkPad', 1, '1000000.00'),
         (3, 'fursa', 1, 'ThinkPad', 1, '1000000.00'), (4, 'fursa', 1, 'ThinkPad', 1, '1000000.00'),
         (5, 'igsum', 2, 'Kikoi', 2, '25.00')`,
    ])
      await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, salesDays);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const figures = () =>
    rows(
      database,
      `select day::text, brand, sum(orders)::int orders, sum(sales)::int sales, sum(revenue)::text revenue
       from sales_days group by 1, 2 order by 1, 2`,
    );
  const items = () =>
    rows(
      database,
      `select day::text, item_brand, item_id, sum(units)::int units, sum(revenue)::text revenue
       from sales_item_days group by 1, 2, 3 having sum(units) <> 0 order by 1, 2, 3`,
    );

  it('counts the orders already there on their shop day, revenue per currency', async () => {
    expect(await figures()).toEqual([
      { day: '2025-03-09', brand: 'igsum', orders: 1, sales: 1, revenue: '50.00' },
      { day: '2025-03-10', brand: 'fursa', orders: 4, sales: 2, revenue: '3000000.00' },
    ]);
    expect(await items()).toEqual([
      { day: '2025-03-09', item_brand: 'igsum', item_id: 2, units: 2, revenue: '50.00' },
      { day: '2025-03-10', item_brand: 'fursa', item_id: 1, units: 3, revenue: '3000000.00' },
    ]);
  });

  it('moves the figures with every later change', async () => {
    await database.db.execute(sql.raw(`update orders set status = 'sold' where id = 3`));
    await database.db.execute(sql.raw(`update orders set status = 'cancelled' where id = 1`));
    await database.db.execute(sql.raw(`delete from order_items where order_id = 2`));
    expect(await figures()).toEqual([
      { day: '2025-03-09', brand: 'igsum', orders: 1, sales: 1, revenue: '50.00' },
      { day: '2025-03-10', brand: 'fursa', orders: 4, sales: 2, revenue: '2000000.00' },
    ]);
    expect(await items()).toEqual([
      { day: '2025-03-09', item_brand: 'igsum', item_id: 2, units: 2, revenue: '50.00' },
      { day: '2025-03-10', item_brand: 'fursa', item_id: 1, units: 1, revenue: '1000000.00' },
    ]);
  });
});
