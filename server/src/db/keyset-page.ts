import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A long admin list's table, newest first (docs/lists.md). */
export type NewestFirst = { table: PgTable; createdAt: AnyPgColumn; id: AnyPgColumn };

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
