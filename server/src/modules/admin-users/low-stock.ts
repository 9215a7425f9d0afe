import type { LowStockProduct } from '@shop/contract/admin-users';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalog';
import type { CappedListQuery } from '@shop/contract/common';
import { asc, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productCategories, products } from '#server/db/schema.ts';
import { listWindow } from '#server/lib/list-window.ts';
import { categoryOfProduct } from '#server/modules/catalog/product-rows.ts';

/**
 * Products of both brands at or under LOW_STOCK_THRESHOLD, lowest stock first, then by name (any
 * case) and id, a capped page at a time (docs/lists.md). Inactive ones are included: a laptop is
 * switched off when it sells out, which is exactly when it needs restocking.
 */
export async function lowStockProducts(
  db: Db,
  query: Partial<CappedListQuery> = {},
): Promise<LowStockProduct[]> {
  const { limit, offset } = listWindow(query);
  return db
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
    .where(lte(products.stockQuantity, LOW_STOCK_THRESHOLD))
    .orderBy(
      asc(products.stockQuantity),
      asc(sql`lower(${products.name})`),
      asc(products.name),
      asc(products.id),
    )
    .limit(limit)
    .offset(offset);
}
