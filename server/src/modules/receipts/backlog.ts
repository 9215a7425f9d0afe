import type { ReceiptBacklog } from '@shop/contract/receipts';
import { eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { receiptSubmissions, receipts } from '#server/db/schema.ts';

/**
 * docs/receipts.md, "Backlog": the fiscal receipts TRA has not acknowledged and the age of the
 * oldest, read through the partial index of unsent submissions, never the whole queue.
 */
export async function receiptBacklog(db: Db): Promise<ReceiptBacklog> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<number>`coalesce(floor(extract(epoch from now() - min(${receipts.issuedAt}))), 0)`.mapWith(
        Number,
      ),
    })
    .from(receiptSubmissions)
    .innerJoin(receipts, eq(receipts.id, receiptSubmissions.receiptId))
    .where(ne(receiptSubmissions.status, 'sent'));
  return { unsent: row?.unsent ?? 0, oldest_seconds: Math.max(0, row?.oldest ?? 0) };
}
