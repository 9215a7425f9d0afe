import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { orderItems, products } from '#server/db/schema.ts';
import type { Brand } from '#server/modules/catalog/brands.ts';
import { availableStock, isProduct } from '#server/modules/catalog/product-rows.ts';

/**
 * docs/stock.md: holds `units` of a product for an order in one conditional UPDATE, so two
 * checkouts racing for the last units cannot both get them: the loser's row no longer
 * satisfies the condition. Returns false, holding nothing, when fewer are available.
 */
export async function holdUnits(tx: Tx, brand: Brand, productId: number, units: number): Promise<boolean> {
  const held = await tx
    .update(products)
    .set({ heldQuantity: sql`${products.heldQuantity} + ${units}` })
    .where(and(isProduct(brand, productId), eq(products.isActive, true), sql`${availableStock} >= ${units}`))
    .returning({ id: products.id });
  return held.length > 0;
}

/** Gives back the units of product orders whose hold flag was just flipped to released. */
export async function returnUnits(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  for (const line of await unitsPerProduct(tx, orderIds)) {
    await tx
      .update(products)
      .set({ heldQuantity: sql`greatest(${products.heldQuantity} - ${line.units}, 0)` })
      .where(isProduct(line.brand, line.productId));
  }
}

/**
 * Holds the units of an order whose hold flag was just flipped back (an admin reopening a
 * cancelled order, a payment arriving after the hold expired). The caller rolls back when a
 * product no longer has enough.
 */
export async function reclaimUnits(
  tx: Tx,
  orderId: number,
): Promise<{ ok: true } | { ok: false; itemName: string }> {
  for (const line of await unitsPerProduct(tx, [orderId])) {
    if (!(await holdUnits(tx, line.brand, line.productId, line.units))) {
      return { ok: false, itemName: line.itemName };
    }
  }
  return { ok: true };
}

/** Units per product of these orders, in one fixed order (brand, id), so holders never deadlock. */
async function unitsPerProduct(tx: Tx, orderIds: number[]) {
  const rows = await tx
    .select({
      brand: orderItems.productBrand,
      productId: orderItems.productId,
      itemName: sql<string>`min(${orderItems.itemName})`,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productBrand, orderItems.productId)
    .orderBy(asc(orderItems.productBrand), asc(orderItems.productId));
  return rows.flatMap((r) =>
    r.brand !== null && r.productId !== null
      ? [{ brand: r.brand, productId: r.productId, itemName: r.itemName, units: r.units }]
      : [],
  );
}
