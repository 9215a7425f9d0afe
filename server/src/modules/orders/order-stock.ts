import type { StockWarning } from '@shop/contract/orders';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders, products } from '#server/db/schema.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { isProduct } from '#server/modules/catalog/product-rows.ts';

type ProductLine = {
  id: number;
  itemName: string;
  quantity: number;
  deductedQuantity: number;
  /** The line's product, or null once it was deleted. */
  product: { brand: Brand; id: number } | null;
};

/**
 * Product lines of an order in one fixed order (by brand, then product id), so two orders
 * deducting the same products lock them in the same sequence and never deadlock. Tour lines
 * are left out; a line whose product was deleted keeps its brand and has no product.
 */
async function productLines(db: Db | Tx, orderId: number): Promise<ProductLine[]> {
  const rows = await db
    .select({
      id: orderItems.id,
      itemName: orderItems.itemName,
      quantity: orderItems.quantity,
      deductedQuantity: orderItems.deductedQuantity,
      brand: orderItems.productBrand,
      productId: orderItems.productId,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productBrand)))
    .orderBy(asc(orderItems.productBrand), asc(orderItems.productId), asc(orderItems.id));
  return rows.map((r) => ({
    id: r.id,
    itemName: r.itemName,
    quantity: r.quantity,
    deductedQuantity: r.deductedQuantity,
    product: r.brand !== null && r.productId !== null ? { brand: r.brand, id: r.productId } : null,
  }));
}

async function stockOf(db: Db | Tx, product: ProductLine['product'], lock: boolean): Promise<number> {
  if (!product) return 0;
  const query = db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(isProduct(product.brand, product.id));
  const [row] = lock ? await query.for('update') : await query;
  return row?.stock ?? 0;
}

/** Lines whose product has less stock than the order needs, as selling it now would find them. */
export async function stockShortfalls(db: Db | Tx, orderId: number): Promise<StockWarning[]> {
  const warnings: StockWarning[] = [];
  for (const line of await productLines(db, orderId)) {
    const available = await stockOf(db, line.product, false);
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
    const available = await stockOf(tx, line.product, true);
    const taken = Math.min(available, line.quantity);
    if (line.product && taken > 0) {
      await tx
        .update(products)
        .set({
          stockQuantity: sql`greatest(${products.stockQuantity} - ${taken}, 0)`,
          updatedAt: new Date(),
        })
        .where(isProduct(line.product.brand, line.product.id));
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
    if (line.product && line.deductedQuantity > 0) {
      await tx
        .update(products)
        .set({
          stockQuantity: sql`${products.stockQuantity} + ${line.deductedQuantity}`,
          updatedAt: new Date(),
        })
        .where(isProduct(line.product.brand, line.product.id));
    }
  }
  await tx
    .update(orderItems)
    .set({ deductedQuantity: 0 })
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.deductedQuantity, 0)));
  return true;
}
