import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/**
 * Migration 0019 gives every product a slug (docs/catalogue.md): the products already there get
 * one from their names, two of a brand with the same name apart by the later one's id, the same
 * slug in both brands allowed; and a product inserted later without one gets one too.
 */
describe(`upgrading a release-0018 database to product slugs (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(18));
    for (const statement of [
      `insert into product_categories (brand, id, name, slug) values ('fursa', 1, 'Business', 'business'), ('igsum', 2, 'Crafts', 'crafts')`,
      `insert into products (brand, id, name, price, category_id) values
         ('fursa', 1, 'HP EliteBook 840 G8', '2500000.00', 1),
         ('fursa', 2, 'HP EliteBook 840 G8', '2400000.00', 1),
         ('fursa', 3, '  Lenovo ThinkPad (T14) — Gen 3!  ', '3100000.00', 1),
         ('fursa', 4, '***', '100.00', 1),
         ('igsum', 5, 'HP EliteBook 840 G8', '10.00', 2),
         ('igsum', 6, 'Kahawa ya Kilimanjaro', '12.00', 2)`,
    ])
      await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, 19);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('makes a slug for every product already there, unique per brand', async () => {
    expect(await rows(database, 'select brand, id, slug from products order by id')).toEqual([
      { brand: 'fursa', id: 1, slug: 'hp-elitebook-840-g8' },
      { brand: 'fursa', id: 2, slug: 'hp-elitebook-840-g8-2' },
      { brand: 'fursa', id: 3, slug: 'lenovo-thinkpad-t14-gen-3' },
      { brand: 'fursa', id: 4, slug: 'item' },
      { brand: 'igsum', id: 5, slug: 'hp-elitebook-840-g8' },
      { brand: 'igsum', id: 6, slug: 'kahawa-ya-kilimanjaro' },
    ]);
  });

  it('gives a product inserted without a slug one, and keeps one that is given', async () => {
    await database.db.execute(
      sql.raw(`insert into products (brand, id, name, price, category_id) values
        ('fursa', 7, 'HP EliteBook 840 G8', '1.00', 1), ('fursa', 8, 'Dell Latitude 5420', '1.00', 1)`),
    );
    await database.db.execute(
      sql.raw(`insert into products (brand, id, name, slug, price, category_id) values
        ('fursa', 9, 'Dell Latitude 5420', 'dell-5420-refurbished', '1.00', 1)`),
    );
    expect(await rows(database, 'select id, slug from products where id > 6 order by id')).toEqual([
      { id: 7, slug: 'hp-elitebook-840-g8-7' },
      { id: 8, slug: 'dell-latitude-5420' },
      { id: 9, slug: 'dell-5420-refurbished' },
    ]);
  });

  it('refuses a slug another product of the brand has', async () => {
    await expect(
      database.db.execute(
        sql.raw(`update products set slug = 'dell-latitude-5420' where brand = 'fursa' and id = 9`),
      ),
    ).rejects.toThrow();
  });
});
