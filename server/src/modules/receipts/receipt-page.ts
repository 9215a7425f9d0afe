import type { OrderReceiptLinks, ReceiptPage } from '@shop/contract/receipt-page';
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, receipts } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { receiptSerialNotes } from '#server/modules/serials/serials-service.ts';
import type { ReceiptLinks, ReceiptSource } from './receipt-links';
import { receiptViews } from './receipt-views';

/**
 * docs/receipts.md, "The customer's copy": the receipt issued for `source` (a token's), with its
 * order's reference; not found when none was (a payment owed back gets no receipt).
 */
export async function receiptPageOf(
  db: Db,
  source: ReceiptSource,
  vfdUrl: string | undefined,
): Promise<ReceiptPage> {
  const [row] = await db.select().from(receipts).where(eq(receipts.source, source));
  if (!row) throw AppError.notFound('Receipt not found.');
  const [order] = await db
    .select({ reference: orders.orderId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const [receipt] = await receiptViews(db, [row], vfdUrl);
  return {
    receipt: receipt!,
    order_reference: order?.reference ?? '',
    serial_notes: await receiptSerialNotes(db, row.orderId),
  };
}

/** The links of `userId`'s order `orderId`'s receipts, oldest first; not found when the order is not theirs. */
export async function orderReceiptLinks(
  db: Db,
  links: ReceiptLinks,
  userId: number,
  orderId: number,
): Promise<OrderReceiptLinks> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw AppError.notFound('Order not found.');
  const rows = await db
    .select({ id: receipts.id, number: receipts.gc, source: receipts.source })
    .from(receipts)
    // A payment's, cash's or store credit's receipts; a credit note (source credit:...) is shown on its receipt.
    .where(
      and(
        eq(receipts.orderId, orderId),
        or(
          like(receipts.source, 'payment:%'),
          like(receipts.source, 'cash:%'),
          like(receipts.source, 'store-credit:%'),
        ),
      ),
    )
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
  return {
    links: rows.map((r) => ({ id: r.id, number: r.number, token: links.tokenOf(r.source as ReceiptSource) })),
  };
}
