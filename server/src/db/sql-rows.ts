import type { SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`, which drizzle's type does not say. */
export async function sqlRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
