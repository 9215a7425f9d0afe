import { COUNT_CAP } from '@shop/contract/common';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * docs/lists.md: how many rows of `table` match `where`, counted up to COUNT_CAP and no further:
 * COUNT_CAP + 1 means "more". A count of a large table never reads every row.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('counted');
  const [row] = await db.select({ n: count() }).from(counted);
  return row?.n ?? 0;
}
