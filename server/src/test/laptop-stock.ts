import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderItems, products } from '#server/db/schema.ts';

export type LaptopStock = { id: number; stock: number }[];

/** Every laptop's stock as it stands now. */
export function laptopStock(db: Db): Promise<LaptopStock> {
  return db
    .select({ id: products.id, stock: products.stockQuantity })
    .from(products)
    .where(eq(products.brand, 'fursa'));
}

/**
 * For each laptop in `before`: its stock then and now, and the units its order lines took.
 * Stock adds up when `before - now === taken` for every laptop.
 */
export async function laptopStockLedger(db: Db, before: LaptopStock) {
  const deducted = await db
    .select({
      id: orderItems.productId,
      taken: sql<number>`coalesce(sum(${orderItems.deductedQuantity}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(eq(orderItems.productBrand, 'fursa'), sql`${orderItems.productId} is not null`))
    .groupBy(orderItems.productId);
  const takenOf = new Map(deducted.map((r) => [r.id, r.taken]));
  const stockNow = new Map((await laptopStock(db)).map((r) => [r.id, r.stock]));
  return before.map(({ id, stock }) => ({
    id,
    before: stock,
    now: stockNow.get(id) ?? 0,
    taken: takenOf.get(id) ?? 0,
  }));
}
