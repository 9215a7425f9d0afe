import { and, desc, type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cappedCount } from './capped-count';
import type { Db } from './client';

/** A long admin list's table, newest first (docs/lists.md). */
export type NewestFirst<T extends PgTable = PgTable> = { table: T; createdAt: AnyPgColumn; id: AnyPgColumn };

type KeysetQuery = { page: number; page_size: number; after?: number | undefined };

/** The list's order: newest first, the id breaking ties. */
export function newestFirst({ createdAt, id }: NewestFirst): SQL[] {
  return [desc(createdAt), desc(id)];
}

/**
 * docs/lists.md: the rows after the row `after` in the newest-first order. The bound row is read
 * by its id inside the statement, so the comparison is exact to the microsecond, and the
 * created_at index starts the page there instead of counting off every row before it.
 */
export function afterRow({ table, createdAt, id }: NewestFirst, after: number | undefined): SQL | undefined {
  if (after === undefined) return undefined;
  const bound = sql`(select ${createdAt}, ${id} from ${table} where ${id} = ${after})`;
  // Inside the subquery the table's name means the subquery's own row, outside it the listed one.
  return sql`(${createdAt}, ${id}) < ${bound}`;
}

/** How many rows to read: one more than the page, to know whether a page follows. */
export function keysetWindow(query: KeysetQuery): { limit: number; offset: number } {
  return {
    limit: query.page_size + 1,
    offset: query.after === undefined ? (query.page - 1) * query.page_size : 0,
  };
}

/** The page's rows and the `after` of the next page, null when none follows. */
export function keysetRows<T extends { id: number }>(
  rows: T[],
  query: KeysetQuery,
): { rows: T[]; next: number | null } {
  const page = rows.slice(0, query.page_size);
  return { rows: page, next: rows.length > query.page_size ? page[page.length - 1]!.id : null };
}

/** One page of an admin list as the API answers it (docs/lists.md). */
export type NewestFirstPage<R> = {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  results: R[];
};

/**
 * docs/lists.md: the page of `order.table`'s rows matching `where`, newest first, with the capped
 * count beside it; `results` turns the page's rows into what the list shows.
 */
export async function newestFirstPage<T extends PgTable, R>(
  db: Db,
  order: NewestFirst<T>,
  where: SQL | undefined,
  query: KeysetQuery,
  results: (rows: InferSelectModel<T>[]) => R[] | Promise<R[]>,
): Promise<NewestFirstPage<R>> {
  const { limit, offset } = keysetWindow(query);
  const [read, total] = await Promise.all([
    db
      .select()
      .from(order.table as PgTable)
      .where(and(where, afterRow(order, query.after)))
      .orderBy(...newestFirst(order))
      .limit(limit)
      // Drizzle types a table only known as generic as rows of `unknown`; the select is of `T`.
      .offset(offset) as unknown as Promise<(InferSelectModel<T> & { id: number })[]>,
    cappedCount(db, order.table, where),
  ]);
  const { rows, next } = keysetRows(read, query);
  return { count: total, page: query.page, page_size: query.page_size, next, results: await results(rows) };
}
