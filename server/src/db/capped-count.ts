import { COUNT_CAP } from '@shop/contract/common';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * docs/lists.md: the rows `rows` selects, counted up to COUNT_CAP and no further: COUNT_CAP + 1
 * means "more". A query still to run or to prepare; a count of a large table never reads every row.
 */
export function cappedCountOf(db: Db, rows: PgSelect) {
  return db.select({ n: count() }).from(rows.limit(COUNT_CAP + 1).as('counted'));
}

/** How many rows of `table` match `where`, counted as cappedCountOf does. */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await cappedCountOf(db, db.select({ one: sql`1` }).from(table).where(where).$dynamic());
  return row?.n ?? 0;
}
