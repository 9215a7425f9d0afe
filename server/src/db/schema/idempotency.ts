import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * docs/idempotency.md: a customer's Idempotency-Key on a route that places an order or starts a
 * payment, the request it came with (a hash) and, once the work is done, the answer to repeat.
 * In the database, so a repeat that lands on another API process finds it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The method and route pattern, e.g. POST /api/orders/: a key is the customer's per route. */
    route: varchar('route', { length: 120 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** SHA-256 of the request body as the route read it. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is being processed. */
    status: integer('status'),
    /** The first answer's JSON, exactly as sent. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.route, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
