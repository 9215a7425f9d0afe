import type { StockChangeReason, StockHistoryPage } from '@shop/contract/stock-ledger';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, stockLedger, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';

/** docs/stock.md, "The stock ledger": one product's stock changes, newest first, a page at a time. */
export async function stockHistory(
  db: Db,
  brand: Brand,
  productId: number,
  { page, page_size }: { page: number; page_size: number },
): Promise<StockHistoryPage> {
  const l = stockLedger;
  const ofProduct = and(eq(l.brand, brand), eq(l.productId, productId));
  const [[product], [total], rows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(isProduct(brand, productId)),
    db.select({ n: count() }).from(l).where(ofProduct),
    db
      .select({
        id: l.id,
        before: l.quantityBefore,
        after: l.quantityAfter,
        reason: l.reason,
        orderReference: l.orderReference,
        // A customer's cancel records only their id; their username is read when shown.
        actor: sql<string | null>`coalesce(${l.actorUsername}, ${users.username})`,
        createdAt: l.createdAt,
      })
      .from(l)
      .leftJoin(users, eq(users.id, l.actorId))
      .where(ofProduct)
      .orderBy(desc(l.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
  ]);
  if (!product) throw AppError.notFound('Product not found.');
  return {
    count: total?.n ?? 0,
    page,
    page_size,
    results: rows.map((r) => ({
      id: r.id,
      quantity_before: r.before,
      quantity_after: r.after,
      reason: r.reason as StockChangeReason,
      order_reference: r.orderReference,
      actor: r.actor,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
