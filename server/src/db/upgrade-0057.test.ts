import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/** Where migration 0057 sits in the journal (its place may move when branches are merged). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const channelDays = journal.entries.find((entry) => entry.tag === '0057_sales_channel_days')!.idx;

/** Migration 0057 (docs/phone-orders.md) adds up the orders already there per day and channel. */
describe(`upgrading a database to the sales per channel kept per day (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(channelDays - 1));
    await rows(
      database,
      `insert into users (id, username, email, password_hash) values (1, 'neema', 'neema@example.com', 'x')`,
    );
    // 22:30 UTC on 31 March is 01:30 on 1 April in Dar es Salaam: April's.
    await rows(
      database,
      `insert into orders (id, order_id, user_id, brand, kind, currency, total_amount, payment_method, payment_status, status, channel, created_at) values
         (1, 'FUR-1', 1, 'fursa', 'product_order', 'TZS', '2000000.00', 'mobile_money', 'paid', 'sold', 'phone', '2025-03-31T22:30:00Z'),
         (2, 'FUR-2', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'mobile_money', 'paid', 'sold', 'online', '2025-03-31T10:00:00Z'),
         (3, 'FUR-3', 1, 'fursa', 'product_order', 'TZS', '1000000.00', 'mobile_money', 'pending', 'pending', 'phone', '2025-03-31T11:00:00Z'),
         (4, 'IGS-4', 1, 'igsum', 'product_order', 'USD', '50.00', 'demo', 'paid', 'sold', 'whatsapp', '2025-04-01T12:00:00Z')`,
    );
    await migrateUpTo(database, channelDays);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const days = () =>
    rows(
      database,
      `select day::text, brand, channel, sum(orders)::int orders, sum(sales)::int sales, sum(tzs)::text tzs, sum(usd)::text usd
       from sales_channel_days group by 1, 2, 3 having sum(orders) <> 0 order by 1, 2, 3`,
    );

  /** A day's figures of one brand and channel, as days() reads them. */
  const figures = (
    day: string,
    brand: string,
    channel: string,
    sales: number,
    tzs: string,
    usd = '0.00',
  ) => ({
    day,
    brand,
    channel,
    orders: 1,
    sales,
    tzs,
    usd,
  });
  const online = figures('2025-03-31', 'fursa', 'online', 1, '1000000.00');
  const lateEvening = figures('2025-04-01', 'fursa', 'phone', 1, '2000000.00');

  it('adds up the orders already there, each on its shop day and channel', async () => {
    expect(await days()).toEqual([
      online,
      figures('2025-03-31', 'fursa', 'phone', 0, '0.00'),
      lateEvening,
      figures('2025-04-01', 'igsum', 'whatsapp', 1, '0.00', '50.00'),
    ]);
  });

  it('moves them with every later change', async () => {
    await rows(database, `update orders set status = 'sold' where id = 3`);
    await rows(database, `delete from orders where id = 4`);
    expect(await days()).toEqual([
      online,
      figures('2025-03-31', 'fursa', 'phone', 1, '1000000.00'),
      lateEvening,
    ]);
  });
});
