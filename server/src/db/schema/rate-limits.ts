import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Hits per client and public form in the current window (FORM_RATE_LIMIT). In the database, not
 * in memory, so the limit holds however many API processes share the load.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route and the client's IP. */
    key: varchar('key', { length: 255 }).primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStartedAt)],
);
