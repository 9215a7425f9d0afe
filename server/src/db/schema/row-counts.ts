import { bigint, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * docs/admin-dashboard.md: how many customers, products and tours there are, kept by triggers on
 * their tables (migration 0033) so the overview adds up 16 rows a table instead of counting every
 * one. A table's count is spread over 16 slots (its row's id modulo 16), so two sign-ups seldom
 * wait for the same row, as order_figures does for orders.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 32 }).notNull(),
    slot: integer('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'row_counts_pk', columns: [t.tableName, t.slot] })],
);
