import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { salesReport } from '#server/modules/admin-sales/report.ts';
import { loadOrder } from '#server/modules/orders/order-views.ts';
import { bookingDue } from '#server/modules/tour-bookings/booking-payments.ts';
import { quoteTour, viewTourBooking } from '#server/modules/tour-bookings/booking-service.ts';
import { databaseAtRelease, engine, migrateUpTo, rows } from '#server/test/upgrade-database.ts';

/** Where migration 0037 sits in the journal (its place may move when branches are merged). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const tourTerms = journal.entries.find((entry) => entry.tag === '0037_tour_terms')!.idx;

/**
 * Migration 0037 (docs/tours-pricing.md) adds tours' terms and bookings' snapshots. Bookings made
 * before it (one price per person, paid in full) have no snapshot: they still show, pay and report
 * as they did, and tours without terms keep their one price per person.
 */
describe(`upgrading a database to tours' terms (${engine})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  const departure = '2031-08-10';

  beforeAll(async () => {
    ({ database, drop } = await databaseAtRelease(tourTerms - 1));
    for (const statement of [
      `insert into users (id, username, email, password_hash) values (1, 'neema', 'neema@example.com', 'x')`,
      `insert into tour_categories (id, name, slug) values (1, 'Safari', 'safari')`,
      `insert into tours (id, title, price, category_id, duration, max_participants, available_dates) values
         (1, 'Serengeti', '1200.00', 1, '3 days', 8, '{${departure}}')`,
      `insert into orders (id, order_id, user_id, brand, kind, currency, total_amount, subtotal, payment_method, payment_status, status, paid_at, created_at) values
         (1, 'IGS-AAAAAA', 1, 'igsum', 'tour_booking', 'USD', '3600.00', '3600.00', 'demo', 'paid', 'sold', '2026-03-10T08:05:00Z', '2026-03-10T08:00:00Z'),
         (2, 'IGS-BBBBBB', 1, 'igsum', 'tour_booking', 'USD', '1200.00', '1200.00', 'demo', 'pending', 'pending', null, '2026-03-11T08:00:00Z')`,
      `insert into order_items (order_id, tour_id, item_name, quantity, price, participants, tour_date) values
         (1, 1, 'Serengeti', 3, '1200.00', 3, '${departure}'),
         (2, 1, 'Serengeti', 1, '1200.00', 1, '${departure}')`,
      `insert into payment_sessions (id, order_id, user_id, provider, provider_session_id, status, amount, currency, url) values
         (1, 1, 1, 'demo', 'demo_old', 'completed', '3600.00', 'USD', 'http://localhost/')`,
      `insert into payments (order_id, session_id, provider, amount, currency, outcome) values (1, 1, 'demo', '3600.00', 'USD', 'applied')`,
    ])
      await database.db.execute(sql.raw(statement));
    await migrateUpTo(database, tourTerms);
    // Then every later one, as a real upgrade runs them all: today's code reads today's columns
    // (users.erased_at, migration 0044), and the old bookings must still read right after them.
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('shows an old booking as one price per person, paid in full, with no terms', async () => {
    const booking = await viewTourBooking(database.db, 1, { userId: 1, admin: false });
    expect(booking).toMatchObject({
      has_terms: false,
      currency: 'USD',
      total: '3600.00',
      deposit: '3600.00',
      balance: '0.00',
      amount_paid: '3600.00',
      amount_due: '0.00',
      payment_state: 'paid',
      tour_date: departure,
    });
    expect(booking.lines).toEqual([
      expect.objectContaining({ quantity: 3, unit_amount: '1200.00', amount: '3600.00' }),
    ]);
    const order = await loadOrder(database.db, eq(orders.id, 1));
    expect(order).toMatchObject({ total_amount: '3600.00', payment_status: 'paid', status: 'sold' });
    expect(order?.items[0]).toMatchObject({ quantity: 3, price: '1200.00', line_total: '3600.00' });
  });

  it('pays an old unpaid booking its total as before, and marks old sessions as paying everything', async () => {
    expect(await bookingDue(database.db, 2, 'Serengeti')).toBeNull();
    expect(await rows(database, 'select purpose from payment_sessions')).toEqual([{ purpose: 'full' }]);
    expect((await viewTourBooking(database.db, 2, { userId: 1, admin: true })).payment_state).toBe('unpaid');
  });

  it('reports the old sale as before', async () => {
    const report = await salesReport(database.db, {
      from: '2026-03-10',
      to: '2026-03-11',
      granularity: 'day',
    });
    expect(report.totals).toMatchObject({ orders: 2, sales: 1, revenue: { USD: '3600.00', TZS: '0.00' } });
  });

  it('prices a tour without terms at its one price per person, paid in full, infants free', async () => {
    const quote = await quoteTour(
      database.db,
      {
        tour: 1,
        tour_date: departure,
        travellers: [
          { traveller_type: 'adult', residency: 'non_resident', count: 2 },
          { traveller_type: 'infant', residency: 'non_resident', count: 1 },
        ],
        private: false,
        pay_in_full: false,
      },
      new Date('2026-11-29T10:00:00Z'),
    );
    expect(quote).toMatchObject({
      currency: 'USD',
      total: '2400.00',
      due_now: '2400.00',
      deposit_offered: false,
    });
  });
});
