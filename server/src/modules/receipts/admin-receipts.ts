import {
  ADMIN_RECEIPTS_PAGE,
  type AdminReceiptsPage,
  type AdminReceiptsQuery,
} from '@shop/contract/receipts';
import { and, desc, eq, ilike, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, receiptSubmissions, receipts } from '#server/db/schema.ts';
import { receiptViews } from './receipt-views';

/**
 * docs/receipts.md, "The admin's list": receipts newest first, a page at a time, found by number,
 * order reference (a part of it), Dar es Salaam day or how far they got with TRA.
 */
export async function adminReceipts(
  db: Db,
  query: AdminReceiptsQuery,
  vfdUrl: string | undefined,
): Promise<AdminReceiptsPage> {
  const where: (SQL | undefined)[] = [
    query.number === undefined ? undefined : eq(receipts.gc, query.number),
    query.order ? ilike(orders.orderId, `%${query.order.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.date ? eq(receipts.znum, query.date.replaceAll('-', '')) : undefined,
    query.status === 'plain'
      ? isNull(receiptSubmissions.receiptId)
      : query.status
        ? eq(receiptSubmissions.status, query.status)
        : undefined,
    query.before === undefined ? undefined : lt(receipts.id, query.before),
  ];
  const found = await db
    .select({ receipt: receipts, reference: orders.orderId, submission: receiptSubmissions })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(receiptSubmissions, eq(receiptSubmissions.receiptId, receipts.id))
    .where(and(...where))
    .orderBy(desc(receipts.id))
    .limit(ADMIN_RECEIPTS_PAGE + 1);
  const page = found.slice(0, ADMIN_RECEIPTS_PAGE);
  const views = await receiptViews(
    db,
    page.map((row) => row.receipt),
    vfdUrl,
  );
  return {
    receipts: views.map((view, i) => {
      const { receipt, reference, submission } = page[i]!;
      return {
        ...view,
        order_id: receipt.orderId,
        order_reference: reference,
        status: submission?.status ?? 'plain',
        attempts: submission?.attempts ?? 0,
        last_error: submission?.lastError ?? null,
      };
    }),
    has_more: found.length > ADMIN_RECEIPTS_PAGE,
  };
}
