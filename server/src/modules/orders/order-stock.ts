import type { StockWarning } from '@shop/contract/orders';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { igsumProducts, laptopProducts, orderItems, orders } from '../../db/schema';

type ProductTable = typeof laptopProducts | typeof igsumProducts;

type ProductLine = {
  id: number;
  itemName: string;
  quantity: number;
  deductedQuantity: number;
  table: ProductTable | null;
  productId: number | null;
};

/**
 * Product lines of an order in one fixed order (laptops, then IGSUM products, each by id), so
 * two orders deducting the same products lock them in the same sequence and never deadlock.
 * A line whose product was deleted keeps table and productId null; tour lines are left out.
 */
async function productLines(db: Db | Tx, orderId: number): Promise<ProductLine[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      itemName: orderItems.itemName,
      quantity: orderItems.quantity,
      deductedQuantity: orderItems.deductedQuantity,
      laptopId: orderItems.laptopProductId,
      igsumId: orderItems.igsumProductId,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        or(
          sql`${orderItems.laptopProductId} is not null`,
          sql`${orderItems.igsumProductId} is not null`,
          and(isNull(orderItems.tourId), isNull(orderItems.tourDate)),
        ),
      ),
    )
    .orderBy(asc(orderItems.laptopProductId), asc(orderItems.igsumProductId), asc(orderItems.id));
  return rows.map((r) => ({
    id: r.id,
    itemName: r.itemName,
    quantity: r.quantity,
    deductedQuantity: r.deductedQuantity,
    table: r.laptopId !== null ? laptopProducts : r.igsumId !== null ? igsumProducts : null,
    productId: r.laptopId ?? r.igsumId,
  }));
}

async function stockOf(db: Db | Tx, table: ProductTable, productId: number, lock: boolean): Promise<number> {
  const query = db.select({ stock: table.stockQuantity }).from(table).where(eq(table.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.stock ?? 0;
}

/** Lines whose product has less stock than the order needs, as selling it now would find them. */
export async function stockShortfalls(db: Db | Tx, orderId: number): Promise<StockWarning[]> {
  const warnings: StockWarning[] = [];
  for (const line of await productLines(db, orderId)) {
    const available = line.table && line.productId ? await stockOf(db, line.table, line.productId, false) : 0;
    if (available < line.quantity) {
      warnings.push({ item_name: line.itemName, needed: line.quantity, available });
    }
  }
  return warnings;
}

/**
 * Deducts the order's lines from stock exactly once: the stock_deducted flag is flipped by a
 * conditional update, so a repeated or concurrent "sold" finds it already set and does nothing.
 * Each product row is locked while it is read and lowered, never below 0; what was really
 * taken is kept on the line so a cancel gives back exactly that. Returns the short lines.
 */
export async function deductStock(tx: Tx, orderId: number): Promise<StockWarning[]> {
  const flipped = await tx
    .update(orders)
    .set({ stockDeducted: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockDeducted, false)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return [];
  const warnings: StockWarning[] = [];
  for (const line of await productLines(tx, orderId)) {
    const available = line.table && line.productId ? await stockOf(tx, line.table, line.productId, true) : 0;
    const taken = Math.min(available, line.quantity);
    if (line.table && line.productId && taken > 0) {
      await tx
        .update(line.table)
        .set({
          stockQuantity: sql`greatest(${line.table.stockQuantity} - ${taken}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(line.table.id, line.productId));
      await tx.update(orderItems).set({ deductedQuantity: taken }).where(eq(orderItems.id, line.id));
    }
    if (available < line.quantity) {
      warnings.push({ item_name: line.itemName, needed: line.quantity, available });
    }
  }
  return warnings;
}

/** Puts back what deductStock took, once (the flag is flipped back conditionally). */
export async function restoreStock(tx: Tx, orderId: number): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ stockDeducted: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockDeducted, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  for (const line of await productLines(tx, orderId)) {
    if (line.table && line.productId && line.deductedQuantity > 0) {
      await tx
        .update(line.table)
        .set({
          stockQuantity: sql`${line.table.stockQuantity} + ${line.deductedQuantity}`,
          updatedAt: new Date(),
        })
        .where(eq(line.table.id, line.productId));
    }
  }
  await tx
    .update(orderItems)
    .set({ deductedQuantity: 0 })
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.deductedQuantity, 0)));
  return true;
}
