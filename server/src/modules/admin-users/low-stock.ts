import type { LowStockProduct } from '@shop/contract/admin-users';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import { lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import { categoryOfProduct } from '#server/modules/catalog/product-rows.ts';

/**
 * Products of both brands at or under LOW_STOCK_THRESHOLD, lowest stock first. Inactive ones
 * are included: a laptop is switched off when it sells out, which is exactly when it needs restocking.
 */
export async function lowStockProducts(db: Db): Promise<LowStockProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      stock_quantity: products.stockQuantity,
      category_name: productCategories.name,
      is_active: products.isActive,
      brand: products.brand,
    })
    .from(products)
    .innerJoin(productCategories, categoryOfProduct)
    .where(lte(products.stockQuantity, LOW_STOCK_THRESHOLD));
  return rows.sort(
    (a, b) => a.stock_quantity - b.stock_quantity || a.name.localeCompare(b.name) || a.id - b.id,
  );
}
