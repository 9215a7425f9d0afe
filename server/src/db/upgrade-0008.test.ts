import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/**
 * Migration 0008 gives product orders their fee columns, holds and timeline, and backfills them
 * for the orders already there (docs/delivery.md, docs/stock.md, docs/orders.md). This builds a
 * database at the release before it (migrations 0000-0007), fills it the way that release did,
 * with product ids that collide across the brands, and applies 0008. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

/** The release-0007 shapes, filled through SQL. */
const OLD_RELEASE_ROWS = [
  `insert into users (id, username, email, password_hash) values
     (1, 'amina', 'amina@example.com', 'x'), (2, 'baraka', 'baraka@example.com', 'x')`,
  `insert into product_categories (brand, id, name, slug) values ('fursa', 1, 'Business', 'business'), ('igsum', 2, 'Crafts', 'crafts')`,
  `insert into products (brand, id, name, price, category_id, stock_quantity) values
     ('fursa', 1, 'ThinkPad', '2500000.00', 1, 10),
     ('fursa', 2, 'Legion', '4100000.00', 1, 3),
     ('igsum', 1, 'Makonde bust', '85.00', 2, 6),
     ('igsum', 2, 'Kikoi', '25.00', 2, 9)`,
  `insert into tour_categories (id, name, slug) values (1, 'Safari', 'safari')`,
  `insert into tours (id, title, price, category_id, duration, max_participants) values
     (1, 'Serengeti', '1200.00', 1, '3 days', 8)`,
  // 1 open, 2 sold then moved on (stock deducted), 3 cancelled, 4 paid and confirmed, 5 a tour
  // booking holding seats, 6 an open IGSUM product order whose product id is also a laptop's.
  `insert into orders (id, order_id, user_id, brand, kind, currency, total_amount, payment_method, payment_status, status, stock_deducted, hold_expires_at, paid_at, created_at) values
     (1, 'FUR-AAAAAA', 1, 'fursa', 'product_order', 'TZS', '9100000.00', 'credit_card', 'pending', 'pending', false, null, null, '2026-01-05T08:00:00Z'),
     (2, 'FUR-BBBBBB', 1, 'fursa', 'product_order', 'TZS', '7500000.00', 'credit_card', 'paid', 'shipped', true, null, '2026-01-06T09:30:00Z', '2026-01-06T09:00:00Z'),
     (3, 'FUR-CCCCCC', 2, 'fursa', 'product_order', 'TZS', '2500000.00', 'credit_card', 'pending', 'cancelled', false, null, null, '2026-01-07T10:00:00Z'),
     (4, 'FUR-DDDDDD', 2, 'fursa', 'product_order', 'TZS', '3400000.00', 'credit_card', 'paid', 'confirmed', false, null, '2026-01-08T11:15:00Z', '2026-01-08T11:00:00Z'),
     (5, 'IGS-EEEEEE', 2, 'igsum', 'tour_booking', 'USD', '2400.00', 'demo', 'pending', 'pending', false, '2031-01-01T00:00:00Z', null, '2026-01-09T12:00:00Z'),
     (6, 'IGS-FFFFFF', 1, 'igsum', 'product_order', 'USD', '340.00', 'demo', 'pending', 'pending', false, null, null, '2026-01-10T13:00:00Z')`,
  `insert into order_items (id, order_id, product_brand, product_id, tour_id, item_name, quantity, price, deducted_quantity, participants, tour_date) values
     (1, 1, 'fursa', 1, null, 'ThinkPad', 2, '2500000.00', 0, null, null),
     (2, 1, 'fursa', 2, null, 'Legion', 1, '4100000.00', 0, null, null),
     (3, 2, 'fursa', 1, null, 'ThinkPad', 3, '2500000.00', 3, null, null),
     (4, 3, 'fursa', 1, null, 'ThinkPad', 1, '2500000.00', 0, null, null),
     (5, 4, 'fursa', 1, null, 'ThinkPad', 1, '2500000.00', 0, null, null),
     (6, 4, 'fursa', null, null, 'Old Inspiron', 1, '900000.00', 0, null, null),
     (7, 5, null, null, 1, 'Serengeti', 2, '1200.00', 0, 2, '2031-07-01'),
     (8, 6, 'igsum', 1, null, 'Makonde bust', 4, '85.00', 0, null, null)`,
];

describe(`upgrading a release-0007 database to the laptop checkout (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(7));
    for (const statement of OLD_RELEASE_ROWS) await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, 8);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('holds the units of open product orders, per brand, and nothing for sold or cancelled ones', async () => {
    expect(
      await rows(
        database,
        'select brand, id, stock_quantity, held_quantity from products order by brand, id',
      ),
    ).toEqual([
      // Order 1's two and paid order 4's one; order 2 left the shop, order 3 was cancelled.
      { brand: 'fursa', id: 1, stock_quantity: 10, held_quantity: 3 },
      { brand: 'fursa', id: 2, stock_quantity: 3, held_quantity: 1 },
      { brand: 'igsum', id: 1, stock_quantity: 6, held_quantity: 4 },
      { brand: 'igsum', id: 2, stock_quantity: 9, held_quantity: 0 },
    ]);
    expect(await rows(database, 'select id, seats_released from orders order by id')).toEqual([
      { id: 1, seats_released: false },
      { id: 2, seats_released: true },
      { id: 3, seats_released: true },
      { id: 4, seats_released: false },
      // A booking's seats are not the backfill's business.
      { id: 5, seats_released: false },
      { id: 6, seats_released: false },
    ]);
  });

  it('starts each timeline with when the order was placed and, if so, paid', async () => {
    const events = await rows(
      database,
      `select order_id, type, status, note, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at
         from order_events order by order_id, created_at, type desc`,
    );
    expect(events).toEqual([
      { order_id: 1, type: 'placed', status: null, note: '', at: '2026-01-05T08:00' },
      { order_id: 2, type: 'placed', status: null, note: '', at: '2026-01-06T09:00' },
      { order_id: 2, type: 'paid', status: null, note: '', at: '2026-01-06T09:30' },
      { order_id: 3, type: 'placed', status: null, note: '', at: '2026-01-07T10:00' },
      { order_id: 4, type: 'placed', status: null, note: '', at: '2026-01-08T11:00' },
      { order_id: 4, type: 'paid', status: null, note: '', at: '2026-01-08T11:15' },
      { order_id: 5, type: 'placed', status: null, note: '', at: '2026-01-09T12:00' },
      { order_id: 6, type: 'placed', status: null, note: '', at: '2026-01-10T13:00' },
    ]);
  });

  it('gives older orders their total as subtotal, no fee, and product orders pickup', async () => {
    expect(
      await rows(database, 'select id, subtotal, delivery_fee, fulfilment, delivery from orders order by id'),
    ).toEqual([
      { id: 1, subtotal: '9100000.00', delivery_fee: '0.00', fulfilment: 'pickup', delivery: null },
      { id: 2, subtotal: '7500000.00', delivery_fee: '0.00', fulfilment: 'pickup', delivery: null },
      { id: 3, subtotal: '2500000.00', delivery_fee: '0.00', fulfilment: 'pickup', delivery: null },
      { id: 4, subtotal: '3400000.00', delivery_fee: '0.00', fulfilment: 'pickup', delivery: null },
      { id: 5, subtotal: '2400.00', delivery_fee: '0.00', fulfilment: null, delivery: null },
      { id: 6, subtotal: '340.00', delivery_fee: '0.00', fulfilment: 'pickup', delivery: null },
    ]);
  });
});
