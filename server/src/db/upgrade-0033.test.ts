import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/** Where migration 0033 sits in the journal (its place may move when branches are merged). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const rowCounts = journal.entries.find((entry) => entry.tag === '0033_row_counts')!.idx;

/**
 * Migration 0033 (docs/admin-dashboard.md) counts the customers, products and tours already there;
 * its triggers then keep the counts with every insert, delete and truncate, whoever makes them.
 */
describe(`upgrading a database to the kept row counts (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(rowCounts - 1));
    for (const statement of [
      // Ids over every slot of the 16 and more than once in some.
      `insert into users (id, username, email, password_hash)
         select i, 'customer' || i, 'customer' || i || '@example.com', 'x' from generate_series(1, 37) i`,
      `insert into product_categories (brand, id, name, slug) values ('fursa', 1, 'Business', 'business'), ('igsum', 2, 'Crafts', 'crafts')`,
      `insert into products (brand, id, name, price, category_id, stock_quantity) values
         ('fursa', 1, 'ThinkPad', '2500000.00', 1, 10),
         ('fursa', 17, 'Legion', '4100000.00', 1, 3),
         ('igsum', 1, 'Makonde bust', '85.00', 2, 6)`,
      `insert into tour_categories (id, name, slug) values (1, 'Safari', 'safari')`,
      `insert into tours (id, title, price, category_id, duration, max_participants) values
         (1, 'Serengeti', '1200.00', 1, '3 days', 8), (2, 'Kilimanjaro', '1800.00', 1, '7 days', 6)`,
    ])
      await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, rowCounts);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const kept = async () =>
    Object.fromEntries(
      (await rows(database, 'select table_name, sum(n)::int n from row_counts group by 1')).map((r) => [
        r.table_name,
        r.n,
      ]),
    );
  const counted = async () => {
    const [row] = await rows(
      database,
      `select (select count(*) from users)::int users, (select count(*) from products)::int products,
         (select count(*) from tours)::int tours`,
    );
    return row;
  };

  it('counts the rows already there', async () => {
    expect(await kept()).toEqual({ users: 37, products: 3, tours: 2 });
  });

  it('keeps the counts with every later insert, delete and truncate', async () => {
    for (const statement of [
      `insert into users (id, username, email, password_hash)
         select i, 'later' || i, 'later' || i || '@example.com', 'x' from generate_series(38, 57) i`,
      'delete from users where id % 5 = 0',
      `insert into products (brand, id, name, price, category_id, stock_quantity) values ('igsum', 5, 'Kikoi', '25.00', 2, 9)`,
      `delete from products where brand = 'fursa' and id = 17`,
      'delete from tours where id = 2',
    ])
      await database.db.execute(sql.raw(statement));
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toMatchObject({ products: 3, tours: 1 });
    await database.db.execute(sql.raw('truncate tours cascade'));
    expect(await kept()).toEqual(await counted());
    expect((await counted())?.tours).toBe(0);
  });
});
