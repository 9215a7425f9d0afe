import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * docs/lists.md: runs `search` (an ILIKE over trigram-indexed columns) in a transaction with
 * sequential scans priced out. PGlite's planner prices a GIN scan for a long pattern (an e-mail
 * has some twenty trigrams) above reading every row, and an ILIKE of every row in its WebAssembly
 * took 600 to 1,400 ms on 10,000 customers where the indexes took under a millisecond
 * (docs/performance-log.md, 2026-11-26 09:02). Where no index applies the scan still happens.
 */
export function withIndexScans<T>(db: Db, search: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return search(tx);
  });
}
