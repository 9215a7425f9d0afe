import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '#server/test/scratch-postgres.ts';
import { type Database, migrationsFolder, openPglite } from './client';
import { cartItems, productCategories, products } from './schema';

/**
 * Migration 0007 merges the brands' twin tables. This builds a database at the release before
 * it (migrations 0000-0006), fills it the way that release did, with ids that collide across
 * the brands, and upgrades it. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A copy of the migrations folder whose journal ends at 0006_catalog_change_notify. */
function migrationsUpTo0006(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-0006-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 6);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The release-0006 shapes, filled through SQL. */
const OLD_RELEASE_ROWS = [
  `insert into users (id, username, email, password_hash) values
     (1, 'amina', 'amina@example.com', 'x'), (2, 'baraka', 'baraka@example.com', 'x')`,
  `insert into product_categories (id, name, slug, icon) values (1, 'Business', 'business', 'briefcase'), (2, 'Gaming', 'gaming', 'gamepad')`,
  `insert into igsum_product_categories (id, name, slug) values (1, 'Crafts', 'crafts'), (2, 'Coffee', 'coffee')`,
  `insert into laptop_products (id, name, price, category_id, stock_quantity, rating, review_count, specifications, version) values
     (1, 'ThinkPad', '2500000.00', 1, 4, '4.00', 1, '["16 GB"]', 3),
     (2, 'Legion', '4100000.00', 2, 0, '0', 0, '[]', 1),
     (3, 'Old Inspiron', '900000.00', 1, 2, '0', 0, '[]', 1)`,
  `insert into igsum_products (id, name, price, category_id, stock_quantity, rating, review_count) values
     (1, 'Makonde bust', '85.00', 1, 3, '5.00', 1),
     (2, 'Kilimanjaro coffee', '12.50', 2, 40, '0', 0)`,
  `insert into tour_categories (id, name, slug) values (1, 'Safari', 'safari')`,
  `insert into tours (id, title, price, category_id, duration, max_participants) values
     (1, 'Serengeti', '1200.00', 1, '3 days', 8)`,
  `insert into fursa_cart_items (id, user_id, product_id, quantity) values (1, 1, 1, 2), (2, 2, 2, 1)`,
  `insert into igsum_cart_items (id, user_id, product_id, quantity) values (1, 1, 1, 3), (2, 2, 2, 5)`,
  `insert into fursa_wishlist_items (id, user_id, product_id) values (1, 1, 2)`,
  `insert into igsum_wishlist_items (id, user_id, product_id) values (1, 2, 1), (2, 1, 2)`,
  `insert into laptop_reviews (id, user_id, product_id, rating, comment) values (1, 1, 1, 4, 'Fast')`,
  `insert into igsum_product_reviews (id, user_id, product_id, rating, comment) values (1, 2, 1, 5, 'Beautiful')`,
  `insert into tour_reviews (id, user_id, tour_id, rating, comment) values (1, 1, 1, 5, 'Lions!')`,
  `insert into orders (id, order_id, user_id, order_type, currency, total_amount, payment_method, status) values
     (1, 'FUR-AAAAAA', 1, 'fursa', 'TZS', '5900000.00', 'credit_card', 'sold'),
     (2, 'IGS-BBBBBB', 2, 'igsum', 'USD', '2400.00', 'demo', 'pending'),
     (3, 'IGS-CCCCCC', 2, 'igsum', 'USD', '85.00', 'demo', 'pending')`,
  `insert into order_items (id, order_id, laptop_product_id, igsum_product_id, tour_id, item_name, quantity, price, deducted_quantity, participants, tour_date) values
     (1, 1, 1, null, null, 'ThinkPad', 2, '2500000.00', 2, null, null),
     (2, 1, 3, null, null, 'Old Inspiron', 1, '900000.00', 1, null, null),
     (3, 2, null, null, 1, 'Serengeti', 2, '1200.00', 0, 2, '2031-07-01'),
     (4, 3, null, 1, null, 'Makonde bust', 1, '85.00', 0, null, null)`,
  // Rows above carry their ids, so no sequence moved; the laptops' is where the shop's own
  // inserts would have left it. Its id 3 is then deleted, which cleared the reference of its
  // order lines (ON DELETE SET NULL).
  `select setval('laptop_products_id_seq', 3)`,
  `delete from laptop_products where id = 3`,
];

async function rows(database: Database, query: string) {
  const result: unknown = await database.db.execute(sql.raw(query));
  // node-postgres answers { rows }, PGlite answers { rows } too but drizzle's type says neither.
  return (result as { rows: Record<string, unknown>[] }).rows;
}

describe(`upgrading a release-0006 database to one catalogue (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      ({ database, drop } = await scratchPostgres(url));
    } else {
      database = await openPglite();
      drop = async () => {};
    }
    const oldMigrations = migrationsUpTo0006();
    await database.migrate(oldMigrations);
    fs.rmSync(oldMigrations, { recursive: true, force: true });
    for (const statement of OLD_RELEASE_ROWS) await database.db.execute(sql.raw(statement));
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('keeps every category and product with its id, under its brand', async () => {
    expect(
      await rows(database, 'select brand, id, name, slug, icon from product_categories order by brand, id'),
    ).toEqual([
      { brand: 'fursa', id: 1, name: 'Business', slug: 'business', icon: 'briefcase' },
      { brand: 'fursa', id: 2, name: 'Gaming', slug: 'gaming', icon: 'gamepad' },
      { brand: 'igsum', id: 1, name: 'Crafts', slug: 'crafts', icon: 'laptop' },
      { brand: 'igsum', id: 2, name: 'Coffee', slug: 'coffee', icon: 'laptop' },
    ]);
    expect(
      await rows(
        database,
        `select brand, id, name, price, category_id, stock_quantity, rating, review_count, specifications, version
           from products order by brand, id`,
      ),
    ).toEqual([
      {
        brand: 'fursa',
        id: 1,
        name: 'ThinkPad',
        price: '2500000.00',
        category_id: 1,
        stock_quantity: 4,
        rating: '4.00',
        review_count: 1,
        specifications: ['16 GB'],
        version: 3,
      },
      {
        brand: 'fursa',
        id: 2,
        name: 'Legion',
        price: '4100000.00',
        category_id: 2,
        stock_quantity: 0,
        rating: '0.00',
        review_count: 0,
        specifications: [],
        version: 1,
      },
      {
        brand: 'igsum',
        id: 1,
        name: 'Makonde bust',
        price: '85.00',
        category_id: 1,
        stock_quantity: 3,
        rating: '5.00',
        review_count: 1,
        specifications: [],
        version: 1,
      },
      {
        brand: 'igsum',
        id: 2,
        name: 'Kilimanjaro coffee',
        price: '12.50',
        category_id: 2,
        stock_quantity: 40,
        rating: '0.00',
        review_count: 0,
        specifications: [],
        version: 1,
      },
    ]);
  });

  it('keeps every cart line, wishlist row and review with its id, owner and product', async () => {
    expect(
      await rows(
        database,
        'select brand, id, user_id, product_id, quantity from cart_items order by brand, id',
      ),
    ).toEqual([
      { brand: 'fursa', id: 1, user_id: 1, product_id: 1, quantity: 2 },
      { brand: 'fursa', id: 2, user_id: 2, product_id: 2, quantity: 1 },
      { brand: 'igsum', id: 1, user_id: 1, product_id: 1, quantity: 3 },
      { brand: 'igsum', id: 2, user_id: 2, product_id: 2, quantity: 5 },
    ]);
    expect(
      await rows(database, 'select brand, id, user_id, product_id from wishlist_items order by brand, id'),
    ).toEqual([
      { brand: 'fursa', id: 1, user_id: 1, product_id: 2 },
      { brand: 'igsum', id: 1, user_id: 2, product_id: 1 },
      { brand: 'igsum', id: 2, user_id: 1, product_id: 2 },
    ]);
    expect(
      await rows(
        database,
        'select brand, id, user_id, product_id, rating, comment from product_reviews order by brand, id',
      ),
    ).toEqual([
      { brand: 'fursa', id: 1, user_id: 1, product_id: 1, rating: 4, comment: 'Fast' },
      { brand: 'igsum', id: 1, user_id: 2, product_id: 1, rating: 5, comment: 'Beautiful' },
    ]);
    expect(await rows(database, 'select id, user_id, tour_id, rating from tour_reviews')).toEqual([
      { id: 1, user_id: 1, tour_id: 1, rating: 5 },
    ]);
  });

  it('names each order by brand and kind, and its lines still point at their product', async () => {
    expect(await rows(database, 'select id, order_id, brand, kind from orders order by id')).toEqual([
      { id: 1, order_id: 'FUR-AAAAAA', brand: 'fursa', kind: 'product_order' },
      { id: 2, order_id: 'IGS-BBBBBB', brand: 'igsum', kind: 'tour_booking' },
      { id: 3, order_id: 'IGS-CCCCCC', brand: 'igsum', kind: 'tour_booking' },
    ]);
    expect(
      await rows(
        database,
        `select id, order_id, product_brand, product_id, tour_id, item_name, quantity, price, deducted_quantity
           from order_items order by id`,
      ),
    ).toEqual([
      {
        id: 1,
        order_id: 1,
        product_brand: 'fursa',
        product_id: 1,
        tour_id: null,
        item_name: 'ThinkPad',
        quantity: 2,
        price: '2500000.00',
        deducted_quantity: 2,
      },
      // The deleted product's line keeps its brand, name and price.
      {
        id: 2,
        order_id: 1,
        product_brand: 'fursa',
        product_id: null,
        tour_id: null,
        item_name: 'Old Inspiron',
        quantity: 1,
        price: '900000.00',
        deducted_quantity: 1,
      },
      {
        id: 3,
        order_id: 2,
        product_brand: null,
        product_id: null,
        tour_id: 1,
        item_name: 'Serengeti',
        quantity: 2,
        price: '1200.00',
        deducted_quantity: 0,
      },
      {
        id: 4,
        order_id: 3,
        product_brand: 'igsum',
        product_id: 1,
        tour_id: null,
        item_name: 'Makonde bust',
        quantity: 1,
        price: '85.00',
        deducted_quantity: 0,
      },
    ]);
  });

  it('drops the twin tables and the order type', async () => {
    const tables = await rows(
      database,
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((t) => t.table_name);
    for (const gone of [
      'laptop_products',
      'igsum_products',
      'igsum_product_categories',
      'product_categories_0006',
      'fursa_cart_items',
      'igsum_cart_items',
      'fursa_wishlist_items',
      'igsum_wishlist_items',
      'laptop_reviews',
      'igsum_product_reviews',
    ]) {
      expect(names).not.toContain(gone);
    }
    const columns = await rows(
      database,
      `select column_name from information_schema.columns where table_name in ('orders', 'order_items')`,
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(
      expect.arrayContaining(['order_type', 'laptop_product_id', 'igsum_product_id']),
    );
  });

  it('gives new rows ids no brand has used', async () => {
    const { db } = database;
    const [fursaCategory] = await db
      .insert(productCategories)
      .values({ brand: 'fursa', name: 'Students', slug: 'students' })
      .returning();
    const [igsumCategory] = await db
      .insert(productCategories)
      .values({ brand: 'igsum', name: 'Spices', slug: 'spices' })
      .returning();
    expect([fursaCategory!.id, igsumCategory!.id]).toEqual([3, 4]);
    const [laptop] = await db
      .insert(products)
      .values({ brand: 'fursa', name: 'ZenBook', price: '1.00', categoryId: 1 })
      .returning();
    const [craft] = await db
      .insert(products)
      .values({ brand: 'igsum', name: 'Kanga', price: '1.00', categoryId: 2 })
      .returning();
    // Past the deleted laptop's id 3 too, which the audit log still names.
    expect([laptop!.id, craft!.id]).toEqual([4, 5]);
    const [line] = await db
      .insert(cartItems)
      .values({ brand: 'igsum', userId: 1, productId: craft!.id, quantity: 1 })
      .returning();
    expect(line!.id).toBe(3);
  });

  it('keeps a product within its own brand, and its triggers on the merged table', async () => {
    // Category 3 is FURSA's (made above): an IGSUM product cannot be filed under it.
    await expect(
      database.db.execute(
        sql`insert into products (brand, name, price, category_id) values ('igsum', 'Stray', '1.00', 3)`,
      ),
    ).rejects.toThrow();
    await database.db.execute(sql`update products set price = '2600000.00' where brand = 'fursa' and id = 1`);
    expect(await rows(database, `select version from products where brand = 'fursa' and id = 1`)).toEqual([
      { version: 4 },
    ]);
    const triggers = await rows(
      database,
      `select c.relname as table_name, t.tgname as trigger_name from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relname in ('products', 'product_categories', 'product_reviews')
        order by 1, 2`,
    );
    expect(triggers).toEqual([
      { table_name: 'product_categories', trigger_name: 'catalog_changed' },
      { table_name: 'product_categories', trigger_name: 'catalog_truncated' },
      { table_name: 'product_reviews', trigger_name: 'catalog_changed' },
      { table_name: 'product_reviews', trigger_name: 'catalog_truncated' },
      { table_name: 'products', trigger_name: 'catalog_changed' },
      { table_name: 'products', trigger_name: 'catalog_truncated' },
      // Later migrations' triggers: the slug made from the name (0019), the former slugs kept (0020).
      { table_name: 'products', trigger_name: 'products_fill_slug' },
      { table_name: 'products', trigger_name: 'products_remember_old_slug' },
      { table_name: 'products', trigger_name: 'products_version' },
    ]);
  });

  it('deleting a product clears only the product id of its order lines', async () => {
    await database.db.execute(sql`delete from products where brand = 'igsum' and id = 1`);
    expect(
      await rows(database, 'select product_brand, product_id, item_name from order_items where id = 4'),
    ).toEqual([{ product_brand: 'igsum', product_id: null, item_name: 'Makonde bust' }]);
    // Its cart lines, wishlist rows and reviews go with it.
    expect(
      await rows(
        database,
        `select (select count(*)::int from cart_items where brand = 'igsum' and product_id = 1) as cart,
                (select count(*)::int from wishlist_items where brand = 'igsum' and product_id = 1) as wishlist,
                (select count(*)::int from product_reviews where brand = 'igsum' and product_id = 1) as reviews`,
      ),
    ).toEqual([{ cart: 0, wishlist: 0, reviews: 0 }]);
  });
});
